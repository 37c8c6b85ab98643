import Foundation

/// Compiler diagnostics of the code snap appends to a previewed file (the list of its previews,
/// after the file's last line). When a `#Preview` body does not compile, the compiler cannot expand
/// the macro, and the appended list's reference to the expansion fails too ("cannot find
/// '__snapPreview' in scope", at a line past the end of the file): a consequence of the error
/// already reported, and a line the user never wrote. Those diagnostics are left out when the
/// output has an error of its own; alone, they are kept (they would be snap's fault).
enum GeneratedCodeDiagnostics {
    static func hidden(in output: String, file: URL) -> String {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return output }
        let lastLine = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let path = file.standardizedFileURL.path
        // Blocks: a diagnostic's header line and the source excerpt under it.
        var blocks: [[Substring]] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains(": error: ") || line.contains(": warning: ") || line.contains(": note: ") || blocks.isEmpty,
               !line.hasPrefix(" ") {
                blocks.append([line])
            } else {
                blocks[blocks.count - 1].append(line)
            }
        }
        func generated(_ block: [Substring]) -> Bool {
            let header = block[0]
            guard header.hasPrefix(path + ":"), header.contains("__snapPreview") else { return false }
            let line = header.dropFirst(path.count + 1).prefix { $0.isNumber }
            return Int(line).map { $0 > lastLine } ?? false
        }
        let kept = blocks.filter { !generated($0) }
        guard kept.contains(where: { $0[0].contains(": error: ") }) else { return output }
        return kept.flatMap { $0 }.joined(separator: "\n")
    }
}
