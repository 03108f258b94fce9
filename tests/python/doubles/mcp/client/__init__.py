"""Client entry points of the mcp double; see the package docstring."""
