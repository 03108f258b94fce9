"""Makes the plugins of a python-utcp source tree discoverable without installing them.

python-utcp finds its plugins through importlib.metadata entry points (group "utcp.plugins").
Run from source, no distribution metadata exists, so this writes a minimal <name>.dist-info
folder (METADATA and entry_points.txt) for every pyproject.toml of the tree into OUTPUT, which
the runner puts on PYTHONPATH. An entry point whose module cannot be imported here (its
dependency is neither installed nor stood in for) is left out, and reported, so that one
missing dependency does not stop every other plugin from loading.

Usage: python3 write_dist_info.py TREE OUTPUT   (prints a JSON summary)
"""
import importlib
import json
import pathlib
import shutil
import sys
import tomllib


def entry_points(pyproject: dict) -> dict:
    project = pyproject.get("project", {})
    found = dict(project.get("entry-points", {}))
    poetry = pyproject.get("tool", {}).get("poetry", {}).get("plugins", {})
    found.update(poetry)
    return found


def main(tree: str, output: str) -> None:
    out = pathlib.Path(output)
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    summary = {"written": [], "skipped": {}}
    for path in sorted(pathlib.Path(tree).rglob("pyproject.toml")):
        if any(part in {"tests", "test", "examples", "node_modules"} for part in path.parts):
            continue
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        project = data.get("project") or data.get("tool", {}).get("poetry", {})
        name = project.get("name")
        if not name:
            continue
        groups = entry_points(data)
        lines = []
        for group, points in groups.items():
            kept = []
            for key, target in points.items():
                module = target.split(":")[0]
                try:
                    importlib.import_module(module)
                except Exception as error:  # an unavailable dependency: report, do not register
                    summary["skipped"][f"{name}:{key}"] = f"{type(error).__name__}: {error}"
                    continue
                kept.append(f"{key} = {target}")
            if kept:
                lines.append(f"[{group}]\n" + "\n".join(kept) + "\n")
        folder = out / f"{name.replace('-', '_')}-{project.get('version', '0')}.dist-info"
        folder.mkdir()
        (folder / "METADATA").write_text(
            f"Metadata-Version: 2.1\nName: {name}\nVersion: {project.get('version', '0')}\n", encoding="utf-8"
        )
        (folder / "entry_points.txt").write_text("\n".join(lines), encoding="utf-8")
        summary["written"].append(name)
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
