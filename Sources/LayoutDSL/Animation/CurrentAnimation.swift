/// The animation of the transaction being applied on this thread (`withAnimation`).
enum CurrentAnimation {
    private final class Box { let animation: Animation; init(_ a: Animation) { animation = a } }
    private static let current = ThreadLocal<Box>()

    static var value: Animation? { current.value?.animation }

    static func with<R>(_ animation: Animation?, _ body: () throws -> R) rethrows -> R {
        try current.with(animation.map(Box.init), body)
    }
}
