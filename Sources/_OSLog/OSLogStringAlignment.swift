/// A logged value's column: its minimum width and the side it is flush to (Apple's documentation
/// of `OSLogStringAlignment`, https://developer.apple.com/documentation/os/oslogstringalignment),
/// padded with spaces as `%-*s` and `%*s` pad.
public struct OSLogStringAlignment: @unchecked Sendable {
    let columns: () -> Int
    let left: Bool

    /// No padding.
    public static var none: OSLogStringAlignment { OSLogStringAlignment(columns: { 0 }, left: false) }

    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, left: true)
    }

    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, left: false)
    }

    /// `text` padded to `columns` characters.
    func apply(to text: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns() - text.count))
        return left ? text + padding : padding + text
    }
}
