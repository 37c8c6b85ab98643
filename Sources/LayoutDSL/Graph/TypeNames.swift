/// Readable type names, computed once per type: `String(describing:)` of a type costs
/// microseconds, and the resolved tree names every node.
final class TypeNames: @unchecked Sendable {
    static let shared = TypeNames()
    private let lock = NSLock()
    private var names: [ObjectIdentifier: String] = [:]

    func name(_ type: Any.Type) -> String {
        let id = ObjectIdentifier(type)
        if let name = lock.withLock({ names[id] }) { return name }
        let name = String(describing: type)
        lock.withLock { names[id] = name }
        return name
    }
}
