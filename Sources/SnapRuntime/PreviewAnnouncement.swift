import Foundation

/// How a compiled preview program tells `snap` which preview it is about to build: one line on
/// stderr before each. If the program then dies, `snap` names that preview in its error.
public enum PreviewAnnouncement {
    /// Starts the line; a control character, so ordinary output never looks like it.
    static let prefix = "\u{1}snap-preview:"

    /// Writes the announcement for `label`.
    public static func announce(_ label: String) {
        FileHandle.standardError.write(Data("\(prefix)\(label)\n".utf8))
    }

    /// The label `line` announces, or nil for any other line.
    public static func label(in line: String) -> String? {
        line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : nil
    }
}
