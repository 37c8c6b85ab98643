/// Warnings about a host's views (a missing symbol or image, text with no engine), each written
/// to standard error once per host: the host's own record, so hosts on other threads neither
/// share it nor silence each other.
struct Warnings {
    private var seen: Set<String> = []

    mutating func warn(_ message: String) {
        guard seen.insert(message).inserted else { return }
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }
}
