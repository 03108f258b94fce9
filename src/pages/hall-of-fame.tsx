import React from 'react';
import Layout from '@theme/Layout';
export default function HallOfFame() { return <Layout title="Hall of Fame"><main className="container"><h1>Hall of Fame</h1></main></Layout>; }
