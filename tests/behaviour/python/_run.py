"""Runs the behaviour cases of one mechanism file in the implementation named by $BEHAVIOUR_IMPL.

Reads {"module": "<mechanism>", "cases": [[key, case], ...]} on stdin and prints, as its last
line, {"results": {key: {case: outcome}}, "missing": [[key, case], ...]}. Output of the code under
test goes to stderr so it cannot corrupt that line.
"""
import contextlib
import importlib
import importlib.util
import json
import os
import sys

# Case files are named after mechanisms (http, ...), which may be standard modules' names too:
# this folder goes last on the path (Python puts a script's folder first), and case files are
# loaded from their paths under names of their own.
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [entry for entry in sys.path if os.path.abspath(entry or ".") != HERE] + [HERE]

import _behaviour  # noqa: E402

# Our test doubles of packages that cannot be installed here stand in for them in every case.
# behaviour-inputs: tests/python/doubles


def main() -> None:
    job = json.loads(sys.stdin.read())
    results: dict = {}
    missing = []
    real_stdout = sys.stdout
    with contextlib.redirect_stdout(sys.stderr):
        try:
            spec = importlib.util.spec_from_file_location(f"behaviour_cases_{job['module']}",
                                                          os.path.join(HERE, f"{job['module']}.py"))
            module = importlib.util.module_from_spec(spec)
            sys.modules[spec.name] = module
            spec.loader.exec_module(module)
            import_error = None
        except BaseException as error:  # noqa: BLE001
            import_error = _behaviour.error_outcome(error)
        for key, case_id in job["cases"]:
            function = _behaviour.CASES.get((key, case_id))
            if import_error is not None:
                outcome = import_error
            elif function is None:
                missing.append([key, case_id])
                continue
            else:
                outcome = _behaviour.run_case(function)
            json.dumps(outcome, default=repr)
            results.setdefault(key, {})[case_id] = json.loads(json.dumps(outcome, default=repr))
    print(json.dumps({"results": results, "missing": missing}), file=real_stdout)


main()
