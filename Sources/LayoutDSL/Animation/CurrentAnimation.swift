/// The transaction being applied on this thread (`withAnimation`, `withTransaction`): its
/// animation, and what else state changes and scrolls made in it read (`scrollTargetAnchor`).
enum CurrentAnimation {
    private final class Box { let transaction: Transaction; init(_ t: Transaction) { transaction = t } }
    private static let current = ThreadLocal<Box>()

    static var transaction: Transaction? { current.value?.transaction }
    static var value: Animation? { transaction?.effectiveAnimation }

    static func with<R>(_ transaction: Transaction, _ body: () throws -> R) rethrows -> R {
        try current.with(Box(transaction), body)
    }
}
