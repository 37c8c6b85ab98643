import Synchronization

/// Readable type names, computed once per type: `String(describing:)` of a type costs
/// microseconds, and the resolved tree names every node. A fact about a type, the same for
/// every host, so one table serves the process.
final class TypeNames: Sendable {
    static let shared = TypeNames()
    private let names = Mutex<[ObjectIdentifier: String]>([:])

    func name(_ type: Any.Type) -> String {
        let id = ObjectIdentifier(type)
        if let name = names.withLock({ $0[id] }) { return name }
        let name = String(describing: type)
        names.withLock { $0[id] = name }
        return name
    }
}
