// `pnpm lint:deploy` (part of `pnpm lint`): checks the deployment files without Docker or a cluster, with npm
// packages only (no hadolint, kubeconform or helm in Debian's archive).
// - Dockerfiles: dockerfile-utils' validator (the one of the VS Code Docker extension) plus our rules: more than
//   one stage, a pinned base tag, a non-root USER and a HEALTHCHECK (or an explicit NONE) in the final stage, and
//   every COPY source present in the build context.
// - compose.yaml: dclint (the Compose specification's JSON schema and best-practice rules; config
//   deploy/dclintrc.json), plus: every build names an existing Dockerfile.
// - deploy/k8s/*.yaml: each object against the Kubernetes OpenAPI schema of its kind (kubernetes-models), plus
//   our rules: non-root pods, read-only root file systems, resource requests and limits, probes on the real health
//   endpoints, and references that resolve (Service selectors, HPA targets, Ingress backends, ConfigMaps, PVCs).
// Prints one line per problem and exits 1 when there is any.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const problems = [];
const report = (file, message) => problems.push(`${path.relative(root, file)}: ${message}`);

export const DOCKERFILES = ['backend/Dockerfile', 'gateway/Dockerfile', 'deploy/remotes.Dockerfile'];
/** Health endpoints the apps really serve (backend/src/app.ts, gateway/src/health.ts). */
const HEALTH_PATHS = new Set(['/wp-json/health', '/healthz', '/livez']);

// ---- Dockerfiles --------------------------------------------------------------------------------------------

async function lintDockerfile(file) {
  const { validate } = require('dockerfile-utils');
  const { DockerfileParser } = require('dockerfile-ast');
  const text = fs.readFileSync(file, 'utf8');
  for (const d of validate(text)) {
    // severity 1 = error, 2 = warning (LSP); both fail the lint
    report(file, `line ${d.range.start.line + 1}: ${d.message}`);
  }
  const dockerfile = DockerfileParser.parse(text);
  const froms = dockerfile.getFROMs();
  if (froms.length < 2) report(file, 'expected a multi-stage build (a build stage and a runtime stage)');
  const args = new Map(
    dockerfile
      .getInitialARGs()
      .map((a) => a.getProperty())
      .filter(Boolean)
      .map((p) => [p.getName(), p.getValue()]),
  );
  for (const from of froms) {
    const image = from.getImage()?.replace(/^\$\{?(\w+)\}?$/, (_, name) => args.get(name) ?? '');
    if (!image || from.getImageName() === undefined) continue;
    if (dockerfile.getFROMs().some((f) => f.getBuildStage() === image)) continue; // an earlier stage
    if (!/:[\w.-]+$/.test(image) || image.endsWith(':latest')) {
      report(file, `line ${from.getRange().start.line + 1}: pin the base image tag (${image})`);
    }
  }
  const last = froms.at(-1);
  const finalLine = last.getRange().start.line;
  const finalInstructions = dockerfile.getInstructions().filter((i) => i.getRange().start.line > finalLine);
  const users = finalInstructions.filter((i) => i.getKeyword() === 'USER');
  const user = users.at(-1)?.getArgumentsContent()?.trim();
  if (!user || /^(root|0)(:|$)/.test(user)) report(file, 'the final stage must switch to a non-root USER');
  if (!finalInstructions.some((i) => i.getKeyword() === 'HEALTHCHECK')) {
    report(file, 'the final stage needs a HEALTHCHECK (or HEALTHCHECK NONE for a one-shot image)');
  }
  for (const copy of dockerfile.getCOPYs()) {
    if (copy.getFromFlag()) continue;
    const sources = copy.getArguments().slice(0, -1);
    for (const source of sources.map((a) => a.getValue())) {
      if (/[*?[]/.test(source)) continue;
      if (!fs.existsSync(path.join(root, source))) {
        report(
          file,
          `line ${copy.getRange().start.line + 1}: COPY source ${source} is not in the build context`,
        );
      }
    }
  }
}

// ---- compose.yaml -------------------------------------------------------------------------------------------

function lintCompose(file) {
  const bin = path.join(root, 'node_modules/.bin/dclint');
  const run = spawnSync(
    bin,
    ['-c', path.join(root, 'deploy/dclintrc.json'), '--max-warnings', '0', '--color', 'false', file],
    {
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) {
    const lines = `${run.stdout}${run.stderr}`.split('\n').filter((l) => /error|warning/.test(l));
    report(file, `dclint: ${lines.map((l) => l.trim()).join('; ') || `exit ${run.status}`}`);
  }
  const [doc] = parseAllDocuments(fs.readFileSync(file, 'utf8'), { merge: true });
  const compose = doc.toJS({ maxAliasCount: 100 });
  for (const [name, service] of Object.entries(compose.services ?? {})) {
    if (!service.build) continue;
    const context = path.resolve(root, service.build.context ?? '.');
    const dockerfile = path.resolve(context, service.build.dockerfile ?? 'Dockerfile');
    if (!fs.existsSync(dockerfile))
      report(file, `service ${name}: ${service.build.dockerfile} does not exist`);
  }
  // security: production starts empty (no demo admin with a published password) unless the operator asks
  for (const [name, service] of Object.entries(compose.services ?? {})) {
    const command = [service.command ?? []].flat().join(' ');
    if (/seed\.js/.test(command)) report(file, `service ${name}: seeds the demo data by default`);
  }
  // the backends name the client only for the gateway: their TRUST_PROXY is the gateway's fixed address
  const gatewayAddress = compose.services?.gateway?.networks?.internal?.ipv4_address;
  for (const [name, service] of Object.entries(compose.services ?? {})) {
    if (!/^backend/.test(name)) continue;
    if (!gatewayAddress || service.environment?.TRUST_PROXY !== gatewayAddress)
      report(
        file,
        `service ${name}: TRUST_PROXY must be the gateway's address (${gatewayAddress ?? 'none'})`,
      );
  }
}

// ---- Kubernetes manifests -----------------------------------------------------------------------------------

/** `apps/v1` + `Deployment` → the kubernetes-models module of that kind. */
async function modelOf(apiVersion, kind) {
  if (!/^[\w.]+(\/\w+)?$/.test(apiVersion) || !/^\w+$/.test(kind)) return undefined;
  try {
    const mod = await import(`kubernetes-models/${apiVersion}/${kind}`);
    return mod[kind];
  } catch {
    return undefined;
  }
}

function podSpecOf(object) {
  if (object.kind === 'Deployment' || object.kind === 'Job') return object.spec?.template?.spec;
  return undefined;
}

function checkPod(file, object, names) {
  const where = `${object.kind} ${object.metadata?.name}`;
  const pod = podSpecOf(object);
  if (!pod) return;
  if (pod.securityContext?.runAsNonRoot !== true) report(file, `${where}: pod securityContext.runAsNonRoot`);
  const init = new Set(pod.initContainers ?? []);
  for (const c of [...init, ...(pod.containers ?? [])]) {
    const at = `${where} ${init.has(c) ? 'init container' : 'container'} ${c.name}`;
    const sc = c.securityContext ?? {};
    if (sc.allowPrivilegeEscalation !== false) report(file, `${at}: allowPrivilegeEscalation must be false`);
    if (sc.readOnlyRootFilesystem !== true) report(file, `${at}: readOnlyRootFilesystem must be true`);
    if (!sc.capabilities?.drop?.includes('ALL')) report(file, `${at}: capabilities must drop ALL`);
    for (const kind of ['requests', 'limits']) {
      for (const resource of ['cpu', 'memory']) {
        if (!c.resources?.[kind]?.[resource]) report(file, `${at}: resources.${kind}.${resource} missing`);
      }
    }
    if (!/^officefit-(backend|gateway|remotes)(:|$)/.test(c.image ?? '')) {
      report(file, `${at}: image ${c.image} is not one of the images built here`);
    }
    // an init container runs to completion: no probes
    if (object.kind === 'Deployment' && !init.has(c)) {
      for (const probe of ['readinessProbe', 'livenessProbe']) {
        const p = c[probe]?.httpGet?.path;
        if (!HEALTH_PATHS.has(p))
          report(file, `${at}: ${probe} must GET one of ${[...HEALTH_PATHS].join(', ')}`);
      }
    }
    for (const from of c.envFrom ?? []) {
      const ref = from.configMapRef?.name;
      if (ref && !names.has(`ConfigMap/${ref}`)) report(file, `${at}: ConfigMap ${ref} is not defined`);
    }
    for (const mount of c.volumeMounts ?? []) {
      if (!(pod.volumes ?? []).some((v) => v.name === mount.name)) {
        report(file, `${at}: volume ${mount.name} is not defined`);
      }
    }
  }
  for (const volume of pod.volumes ?? []) {
    const claim = volume.persistentVolumeClaim?.claimName;
    if (claim && !names.has(`PersistentVolumeClaim/${claim}`))
      report(file, `${where}: PVC ${claim} is not defined`);
  }
}

function matches(selector, labels) {
  return Object.entries(selector ?? {}).every(([k, v]) => labels?.[k] === v);
}

async function lintKubernetes(dir) {
  const kustomization = path.join(dir, 'kustomization.yaml');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')
    .map((f) => path.join(dir, f));
  const listed = parseAllDocuments(fs.readFileSync(kustomization, 'utf8'))[0].toJS().resources ?? [];
  for (const f of files) {
    if (!listed.includes(path.basename(f))) report(kustomization, `${path.basename(f)} is not in resources`);
  }
  for (const r of listed) if (!fs.existsSync(path.join(dir, r))) report(kustomization, `${r} does not exist`);

  const objects = [];
  for (const file of files) {
    for (const doc of parseAllDocuments(fs.readFileSync(file, 'utf8'))) {
      if (doc.errors.length) {
        report(file, doc.errors.map((e) => e.message).join('; '));
        continue;
      }
      const object = doc.toJS();
      if (object) objects.push({ file, object });
    }
  }
  const names = new Set(objects.map(({ object }) => `${object.kind}/${object.metadata?.name}`));
  for (const { file, object } of objects) {
    const where = `${object.kind} ${object.metadata?.name}`;
    const Model = await modelOf(object.apiVersion ?? '', object.kind ?? '');
    if (!Model) {
      report(file, `${where}: unknown apiVersion/kind ${object.apiVersion}/${object.kind}`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      report(file, `${where}: ${error.message.split('\n').slice(0, 5).join(' ')}`);
    }
    if (object.kind !== 'Namespace' && object.metadata?.namespace !== 'officefit') {
      report(file, `${where}: metadata.namespace must be officefit`);
    }
    checkPod(file, object, names);
  }
  const deployments = objects.map((o) => o.object).filter((o) => o.kind === 'Deployment');
  for (const { file, object } of objects) {
    const where = `${object.kind} ${object.metadata?.name}`;
    if (
      object.kind === 'Service' &&
      !deployments.some((d) => matches(object.spec?.selector, d.spec.template.metadata.labels))
    ) {
      report(file, `${where}: the selector matches no Deployment's pods`);
    }
    if (
      object.kind === 'HorizontalPodAutoscaler' &&
      !names.has(`Deployment/${object.spec?.scaleTargetRef?.name}`)
    ) {
      report(file, `${where}: scaleTargetRef names no Deployment`);
    }
    if (object.kind === 'Ingress') {
      for (const rule of object.spec?.rules ?? []) {
        for (const p of rule.http?.paths ?? []) {
          const service = p.backend?.service?.name;
          if (!names.has(`Service/${service}`))
            report(file, `${where}: backend Service ${service} is not defined`);
        }
      }
    }
  }
  for (const kind of ['Deployment', 'Service', 'HorizontalPodAutoscaler']) {
    for (const app of ['backend', 'gateway']) {
      if (!names.has(`${kind}/${app}`)) report(dir, `${kind} ${app} is missing`);
    }
  }
  for (const kind of ['Namespace', 'Ingress', 'Job']) {
    if (!objects.some((o) => o.object.kind === kind)) report(dir, `no ${kind}`);
  }
}

// ---- main ---------------------------------------------------------------------------------------------------

for (const file of DOCKERFILES) await lintDockerfile(path.join(root, file));
lintCompose(path.join(root, 'compose.yaml'));
await lintKubernetes(path.join(root, 'deploy/k8s'));

if (problems.length) {
  for (const p of problems) console.error(p);
  console.error(`lint:deploy: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`lint:deploy: ${DOCKERFILES.length} Dockerfiles, compose.yaml and deploy/k8s are fine`);
