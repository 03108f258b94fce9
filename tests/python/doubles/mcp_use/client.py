"""The fake client and session; see the package docstring."""
from dataclasses import dataclass, field
from itertools import count
from typing import Any, Callable, Dict, List, Optional

from mcp.types import (
    CallToolResult,
    ListResourcesResult,
    ListToolsResult,
    ReadResourceResult,
    Resource,
    TextContent,
    Tool,
)


@dataclass
class ServerScript:
    """What one fake MCP server offers and answers."""

    tools: List[Tool] = field(default_factory=list)
    resources: List[Resource] = field(default_factory=list)
    # tool name -> a CallToolResult, or a function of the arguments that returns one
    results: Dict[str, Any] = field(default_factory=dict)
    # resource uri -> text
    contents: Dict[str, str] = field(default_factory=dict)


@dataclass
class Ledger:
    """Everything the fake saw, for a probe to assert on."""

    clients: List["MCPClient"] = field(default_factory=list)
    events: List[tuple] = field(default_factory=list)
    sessions: List["MCPSession"] = field(default_factory=list)

    @property
    def opened(self) -> int:
        return len(self.sessions)

    @property
    def still_open(self) -> List["MCPSession"]:
        return [s for s in self.sessions if not s.closed]


LEDGER = Ledger()
_SERVERS: Dict[str, ServerScript] = {}
_ids = count(1)


def serve(name: str, script: ServerScript) -> None:
    """Declares what the server `name` (a key under mcpServers) offers."""
    _SERVERS[name] = script


def reset() -> None:
    _SERVERS.clear()
    LEDGER.clients.clear()
    LEDGER.events.clear()
    LEDGER.sessions.clear()


def text_result(text: str) -> CallToolResult:
    return CallToolResult(content=[TextContent(text=text)])


class MCPSession:
    def __init__(self, client: "MCPClient", server: str):
        self.id = next(_ids)
        self.client = client
        self.server = server
        self.closed = False
        self.calls: List[tuple] = []

    def _script(self) -> ServerScript:
        if self.closed:
            raise RuntimeError(f"session {self.id} is closed")
        if self.server not in _SERVERS:
            raise RuntimeError(f"no fake server called {self.server!r}")
        return _SERVERS[self.server]

    async def list_tools(self) -> ListToolsResult:
        self.calls.append(("list_tools",))
        return ListToolsResult(tools=[t.model_copy() for t in self._script().tools])

    async def list_resources(self) -> ListResourcesResult:
        self.calls.append(("list_resources",))
        return ListResourcesResult(resources=list(self._script().resources))

    async def read_resource(self, uri: Any) -> ReadResourceResult:
        self.calls.append(("read_resource", str(uri)))
        text = self._script().contents[str(uri)]
        return ReadResourceResult(contents=[{"uri": str(uri), "text": text}])

    async def call_tool(self, name: str, arguments: Optional[Dict[str, Any]] = None) -> CallToolResult:
        self.calls.append(("call_tool", name, arguments))
        answer = self._script().results[name]
        return answer(arguments or {}) if callable(answer) else answer


class MCPClient:
    def __init__(self, config: Optional[Dict[str, Any]] = None):
        self.id = next(_ids)
        self.config: Dict[str, Any] = config if config is not None else {}
        self.sessions: Dict[str, MCPSession] = {}
        LEDGER.clients.append(self)
        LEDGER.events.append(("client", self.id))

    @classmethod
    def from_dict(cls, config: Dict[str, Any]) -> "MCPClient":
        return cls(config=config)

    def get_session(self, server_name: str) -> MCPSession:
        if server_name not in self.sessions:
            raise ValueError(f"No session exists for server '{server_name}'")
        return self.sessions[server_name]

    async def create_session(self, server_name: str, auto_initialize: bool = True) -> MCPSession:
        if server_name not in self.config.get("mcpServers", {}):
            raise ValueError(f"Server '{server_name}' not found in config")
        session = MCPSession(self, server_name)
        self.sessions[server_name] = session
        LEDGER.sessions.append(session)
        LEDGER.events.append(("open", session.id, server_name, self.id))
        return session

    async def close_session(self, server_name: str) -> None:
        session = self.sessions.pop(server_name, None)
        if session is not None:
            session.closed = True
            LEDGER.events.append(("close", session.id, server_name, self.id))

    async def close_all_sessions(self) -> None:
        for name in list(self.sessions):
            await self.close_session(name)
