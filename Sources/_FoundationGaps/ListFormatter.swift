import Foundation

/// Foundation's list formatter (`ListFormatter`), which swift-corelibs-foundation lacks: items
/// joined as the locale joins a list of alternatives of "and" ("a, b, and c" in English), by
/// Foundation's own `ListFormatStyle`, each item first formatted by `itemFormatter` if set.
open class ListFormatter: Formatter, @unchecked Sendable {
    open var locale: Locale! = .current
    open var itemFormatter: Formatter?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open class func localizedString(byJoining strings: [String]) -> String {
        strings.formatted(.list(type: .and))
    }

    open func string(from items: [Any]) -> String? {
        let strings = items.map { item in itemFormatter?.string(for: item) ?? "\(item)" }
        return strings.formatted(.list(type: .and).locale(locale ?? .current))
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? [Any]).flatMap(string(from:))
    }
}
