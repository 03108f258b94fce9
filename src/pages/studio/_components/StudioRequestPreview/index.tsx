import React, {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import {argFields, readArgs, type ArgField} from '@site/src/lib/studio/argsForm';
import {pythonView, type PythonView} from '@site/src/lib/studio/pythonDifferences';
import {maskSecrets, type PreviewRequest, type PreviewResult} from '@site/src/lib/studio/requestPreview';
import {LINE_PACKAGES, type StudioLine} from '@site/src/lib/studio/utcpLine';
import type {StudioWorker} from '@site/src/lib/studio/worker/client';
import type {StudioTool} from '../StudioToolCard';
import clsx from 'clsx';
import toolFields from '@site/src/css/fields.module.css';
import styles from './styles.module.css';

interface Props {
  line: StudioLine;
  tool: StudioTool;
  /** Runs the client code, off the main thread. */
  worker: StudioWorker;
}

function RequestDetails({request, testIds}: {request: PreviewRequest; testIds: boolean}): ReactNode {
  const id = (name: string) => (testIds ? name : undefined);
  return (
    <dl className={styles.request}>
      <dt>Method</dt>
      <dd data-testid={id('request-method')}>{request.method}</dd>
      <dt>URL</dt>
      <dd>
        <code data-testid={id('request-url')}>{request.url}</code>
      </dd>
      <dt>Headers</dt>
      <dd>
        <ul className={styles.headers} data-testid={id('request-headers')}>
          {Object.entries(request.headers).map(([name, value]) => (
            <li key={name}>
              <code>
                {name}: {value}
              </code>
            </li>
          ))}
        </ul>
      </dd>
      <dt>Body</dt>
      <dd>
        {request.body === undefined ? (
          <span data-testid={id('request-body')}>(none)</span>
        ) : (
          <pre className={styles.body} tabIndex={0} data-testid={id('request-body')}>
            {request.body}
          </pre>
        )}
      </dd>
    </dl>
  );
}

function ArgInput({
  field,
  id,
  value,
  onChange,
}: {
  field: ArgField;
  id: string;
  value: string;
  onChange: (value: string) => void;
}): ReactNode {
  if (field.kind === 'boolean') {
    return (
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">(left out)</option>
        <option value="true">true</option>
        <option value="false">false</option>
      </select>
    );
  }
  if (field.enumValues) {
    return (
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">(left out)</option>
        {field.enumValues.map((item) => (
          <option key={item} value={item}>
            {item}
          </option>
        ))}
      </select>
    );
  }
  if (field.kind === 'json') {
    return (
      <textarea id={id} rows={3} value={value} spellCheck={false} onChange={(event) => onChange(event.target.value)} />
    );
  }
  return (
    <input
      id={id}
      type="text"
      inputMode={field.kind === 'string' ? 'text' : 'decimal'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * The "try arguments" form of a tool and the request the chosen line's
 * @utcp/http builds for it, computed in the browser and never sent.
 */
export default function StudioRequestPreview({line, tool, worker}: Props): ReactNode {
  const baseId = useId();
  const template = useMemo(() => tool.tool_call_template ?? {}, [tool.tool_call_template]);
  const defaultManualName = typeof template.name === 'string' ? template.name : 'manual';
  const fields = useMemo(() => argFields(tool.inputs), [tool.inputs]);
  const [manualName, setManualName] = useState(defaultManualName);
  // The form starts from the examples the schema gives; the parent remounts it for another tool.
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.flatMap((field) => (field.example ? [[field.name, field.example]] : []))),
  );
  const [variables, setVariables] = useState<Record<string, string>>({});
  const [variableNames, setVariableNames] = useState<string[]>([]);
  const [masked, setMasked] = useState(true);
  const [result, setResult] = useState<{preview?: PreviewResult; python?: PythonView; error?: string}>({});

  const {args, errors, missing} = useMemo(() => readArgs(fields, values), [fields, values]);

  useEffect(() => {
    let cancelled = false;
    worker
      .request('variables', {line, template, manualName})
      .then((names) => !cancelled && setVariableNames(names))
      .catch(() => !cancelled && setVariableNames([]));
    return () => {
      cancelled = true;
    };
  }, [worker, line, template, manualName]);

  useEffect(() => {
    let cancelled = false;
    if (Object.keys(errors).length > 0) return undefined;
    worker
      .request('preview', {line, manualName, toolName: tool.name, template, args, variables})
      .then(
        (preview) =>
          !cancelled &&
          setResult({
            preview,
            python:
              preview.request && template.call_template_type === 'http'
                ? pythonView(preview.template, args, preview.request)
                : undefined,
          }),
      )
      .catch((error: Error) => !cancelled && setResult({error: error.message}));
    return () => {
      cancelled = true;
    };
  }, [worker, line, manualName, tool.name, template, args, errors, variables]);

  const argumentError =
    Object.keys(errors).length > 0 ? `fix the arguments first (${Object.keys(errors).join(', ')}).` : undefined;
  const error = argumentError ?? result.error;
  const hide = (request: PreviewRequest) => (masked ? maskSecrets(request, Object.values(variables)) : request);
  const preview = argumentError ? undefined : result.preview;
  const shown = preview?.request ? hide(preview.request) : undefined;
  const tokenRequests = preview?.requests.filter((request) => request.role === 'token') ?? [];
  const packages = LINE_PACKAGES[line];

  return (
    <section className={styles.panel} aria-labelledby={`${baseId}-heading`} data-testid="studio-preview">
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
      <h3 id={`${baseId}-heading`}>
        Request for <code>{tool.name}</code>
      </h3>
      <form className={clsx(styles.form, toolFields.fields)} onSubmit={(event) => event.preventDefault()}>
        <fieldset>
          <legend>Arguments</legend>
          {fields.length === 0 && <p>This tool declares no input properties.</p>}
          {fields.map((field) => {
            const id = `${baseId}-arg-${field.name}`;
            return (
              <div key={field.name} className={styles.field}>
                <label htmlFor={id}>
                  <code>{field.name}</code> ({field.kind}
                  {field.required ? ', required' : ''})
                </label>
                <ArgInput
                  field={field}
                  id={id}
                  value={values[field.name] ?? ''}
                  onChange={(value) => setValues((old) => ({...old, [field.name]: value}))}
                />
                {field.description && <span className={styles.hint}>{field.description}</span>}
                {errors[field.name] && <span className={styles.error}>{errors[field.name]}</span>}
              </div>
            );
          })}
        </fieldset>
        <fieldset>
          <legend>Variables</legend>
          <div className={styles.field}>
            <label htmlFor={`${baseId}-manual`}>Manual name the client registered</label>
            <input
              id={`${baseId}-manual`}
              type="text"
              value={manualName}
              onChange={(event) => setManualName(event.target.value)}
            />
            <span className={styles.hint}>
              The client looks each <code>{'${VAR}'}</code> up under the manual&apos;s name: <code>{'${API_KEY}'}</code>{' '}
              in a manual called <code>weather</code> is read from <code>weather_API_KEY</code>.
            </span>
          </div>
          {variableNames.length === 0 && <p>The call template uses no variables.</p>}
          {variableNames.map((name) => {
            const id = `${baseId}-var-${name}`;
            return (
              <div key={name} className={styles.field}>
                <label htmlFor={id}>
                  <code>{name}</code>
                </label>
                <input
                  id={id}
                  type={masked ? 'password' : 'text'}
                  autoComplete="off"
                  value={variables[name] ?? ''}
                  onChange={(event) => setVariables((old) => ({...old, [name]: event.target.value}))}
                />
              </div>
            );
          })}
          <label className={styles.check}>
            <input type="checkbox" checked={masked} onChange={(event) => setMasked(event.target.checked)} /> Hide
            secrets
          </label>
        </fieldset>
      </form>
      <div aria-live="polite" data-testid="studio-request">
        {missing.length > 0 && (
          <p className={styles.hint}>
            Required by <code>inputs</code> but empty: {missing.join(', ')}. Clients do not check arguments against the
            schema, so this request goes out without them.
          </p>
        )}
        {error && (
          <p className={styles.failure} role="alert">
            The client would not send a request: {error}
          </p>
        )}
        {preview?.auth && (
          <p data-testid="request-auth">
            <strong>Auth:</strong> {preview.auth}
          </p>
        )}
        {tokenRequests.map((request, index) => (
          <div key={`token-${index}`} data-testid="request-token">
            {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
            <h4>
              Token request {tokenRequests.length > 1 ? `${index + 1} of ${tokenRequests.length}` : ''} (sent first)
            </h4>
            <RequestDetails request={hide(request)} testIds={false} />
          </div>
        ))}
        {preview && !preview.request && (
          <p data-testid="request-none">
            No request: {packages.http}&apos;s {String(template.call_template_type)} protocol sends nothing for a tool
            call; its callTool returns <code>{preview.returned}</code> instead.
          </p>
        )}
        {shown && (
          <div data-testid="request-call">
            {tokenRequests.length > 0 && (
              // eslint-disable-next-line @docusaurus/prefer-docusaurus-heading
              <h4>The call, with the fake token</h4>
            )}
            <RequestDetails request={shown} testIds />
          </div>
        )}
      </div>
      {shown && result.python && (
        <div data-testid="studio-python">
          {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
          <h4>The Python client</h4>
          {result.python.differences.length === 0 ? (
            <p>python-utcp sends the same request.</p>
          ) : (
            <>
              <p>python-utcp (same docs version) differs:</p>
              <ul>
                {result.python.differences.map((difference) => (
                  <li key={difference}>{difference}</li>
                ))}
              </ul>
            </>
          )}
          {result.python.error && <p>{result.python.error}</p>}
        </div>
      )}
      <p className={styles.hint}>
        Built by {packages.http} and {packages.sdk} running in this page with their HTTP layer replaced by a recorder;
        nothing was sent. The browser or Node adds transport headers (Host, Content-Length, User-Agent) on top.
      </p>
    </section>
  );
}
