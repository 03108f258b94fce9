"""See gql/__init__.py: import-only stand-in for python-utcp 0.1."""
