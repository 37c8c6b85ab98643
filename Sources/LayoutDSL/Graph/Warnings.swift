/// Warnings about a host's views (a missing symbol, image or colour, text with no engine, a frame
/// that is not one), each recorded once per host and written to standard error as it is first
/// given: the host's own record (`ViewHost.warnings`), so hosts on other threads neither share it
/// nor silence each other, and a test can read what its host warned of.
struct Warnings {
    /// The messages, in the order first given.
    private(set) var messages: [String] = []
    private var seen: Set<String> = []

    mutating func warn(_ message: String) {
        guard seen.insert(message).inserted else { return }
        messages.append(message)
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }
}
