import React from 'react';
import Layout from '@theme/Layout';
export default function Registry() { return <Layout title="Tool Registry"><main className="container"><h1>Tool Registry</h1></main></Layout>; }
