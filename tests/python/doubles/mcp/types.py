"""Pydantic models shaped like the `mcp.types` classes utcp-mcp touches (mcp >= 1.12)."""
from typing import Any, Dict, List, Literal, Optional, Union

from pydantic import BaseModel, ConfigDict


class _Model(BaseModel):
    model_config = ConfigDict(extra="allow")


class TextContent(_Model):
    type: Literal["text"] = "text"
    text: str


class ImageContent(_Model):
    type: Literal["image"] = "image"
    data: str
    mimeType: str


class Tool(_Model):
    name: str
    description: Optional[str] = None
    inputSchema: Dict[str, Any] = {"type": "object"}
    outputSchema: Optional[Dict[str, Any]] = None


class ListToolsResult(_Model):
    tools: List[Tool]


class Resource(_Model):
    name: str
    uri: str
    description: Optional[str] = None
    mimeType: Optional[str] = None


class ListResourcesResult(_Model):
    resources: List[Resource]


class TextResourceContents(_Model):
    uri: str
    text: str
    mimeType: Optional[str] = None


class ReadResourceResult(_Model):
    contents: List[TextResourceContents]


class CallToolResult(_Model):
    content: List[Union[TextContent, ImageContent]]
    # Present on every result since mcp 1.12; None when the server sent no structured content.
    structuredContent: Optional[Dict[str, Any]] = None
    isError: bool = False
