import {describe, expect, it} from 'vitest';
import {filterTools, pageOf, summarizeTool, tagsOf, TOOLS_PER_PAGE, toolsOf} from '../../../src/lib/studio/toolIndex';

const tool = (name: string, url: string, tags: string[], description = '') => ({
  name,
  description,
  tags,
  tool_call_template: {call_template_type: 'http', http_method: 'GET', url},
});

const manual = {
  tools: [
    tool('repos/list', 'https://api.example/repos', ['repos'], 'Lists repositories'),
    tool('issues/create', 'https://api.example/repos/{owner}/{repo}/issues', ['issues']),
    tool('users/get', 'https://api.example/users/{name}', ['users', 'repos']),
    {name: 7},
  ],
};

describe('the tool list of the Studio', () => {
  const summaries = toolsOf(manual)!.map(summarizeTool);

  it('keeps tools with a name and summarizes their template', () => {
    expect(summaries.map((item) => item.name)).toEqual(['repos/list', 'issues/create', 'users/get']);
    expect(summaries[1]).toMatchObject({method: 'GET', path: 'https://api.example/repos/{owner}/{repo}/issues'});
    expect(toolsOf({tools: 'x'})).toBeUndefined();
  });

  it('filters by name, path and description words, and by tag', () => {
    const names = (text: string, tag = '') => filterTools(summaries, {text, tag}).map((item) => item.name);
    expect(names('issues')).toEqual(['issues/create']);
    expect(names('{name}')).toEqual(['users/get']);
    expect(names('lists REPOS')).toEqual(['repos/list']);
    expect(names('', 'repos')).toEqual(['repos/list', 'users/get']);
    expect(names('users', 'repos')).toEqual(['users/get']);
    expect(tagsOf(summaries)).toEqual(['repos', 'issues', 'users']);
  });

  it('finds the page of a tool among 1,223', () => {
    const many = Array.from({length: 1223}, (_, i) => summarizeTool(tool(`t${i}`, 'https://x.example', [])));
    expect(pageOf(many, 't0')).toBe(0);
    expect(pageOf(many, `t${TOOLS_PER_PAGE}`)).toBe(1);
    expect(pageOf(many, 't1222')).toBe(Math.floor(1222 / TOOLS_PER_PAGE));
    expect(pageOf(many, 'nope')).toBeUndefined();
  });
});
