import MCP

/// A tool call that could not do what it was asked: it reaches the client as a tool result with
/// `isError: true` (the protocol's way for a model to see the failure and correct itself), its
/// message first and any further text (a compiler's diagnostics) after it, never as a crash of
/// the server or a protocol error.
struct ToolFailure: Error, Equatable {
    let message: String
    /// What the failure printed besides its message: the compiler's `file:line:col: error:` lines.
    var details = ""

    init(_ message: String, details: String = "") {
        self.message = message
        self.details = details
    }

    var result: CallTool.Result {
        let text = details.isEmpty ? message : message + "\n\n" + details
        return CallTool.Result(content: [.text(text: text, annotations: nil, _meta: nil)], isError: true)
    }
}
