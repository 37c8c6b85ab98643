import Foundation
import SwiftSyntax

/// The mark that `snap test --marked` (`"marked": true` in snap-test.json) selects a preview by:
/// a line comment `// snap: test` (or `/// snap: test`) in the comments right before a
/// `#Preview` or a `PreviewProvider` type, with no blank line between it and the declaration:
///
/// ```swift
/// /// The cart with nothing in it.
/// // snap: test
/// #Preview("Empty") { CartView(items: []) }
/// ```
///
/// A comment, because the Swift files must compile in Xcode as they are, with no dependency on
/// snap: a modifier or a protocol (Prefire's `.prefireEnabled()` and `PrefireProvider`) needs
/// a module of its own in the app, and a preview's title is already what `--filter 'path#name'`
/// matches. The comment is found in the syntax tree's trivia (`PreviewSourceFile`), so the same
/// words inside a string literal or a preview's body mark nothing.
enum PreviewMark {
    /// The comment's text after `//` or `///`, spaces around it ignored.
    static let text = "snap: test"

    /// Whether the comment block that ends `trivia` (a declaration's leading trivia) carries the mark.
    static func isMarked(_ trivia: Trivia) -> Bool {
        for piece in trivia.reversed() {
            switch piece {
            case .lineComment(let comment), .docLineComment(let comment):
                if comment.drop(while: { $0 == "/" }).trimmingCharacters(in: .whitespaces) == text { return true }
            case .newlines(let count), .carriageReturns(let count), .carriageReturnLineFeeds(let count):
                // A blank line ends the block that belongs to the declaration.
                if count > 1 { return false }
            default: continue
            }
        }
        return false
    }
}
