/// UIKit's stack of current graphics contexts, one per thread (Apple's documentation of
/// `UIGraphicsPushContext(_:)`: "UIKit maintains a stack of graphics contexts"). An image renderer
/// pushes its context for its actions; `UIGraphicsBeginImageContextWithOptions` pushes one until
/// `UIGraphicsEndImageContext`, which is why the stack outlives any one call.
final class UIGraphicsContextStack {
    struct Entry {
        let context: CGContext
        /// Set for an image context begun by `UIGraphicsBeginImageContextWithOptions`, whose image
        /// `UIGraphicsGetImageFromCurrentImageContext` makes at this scale.
        var imageScale: CGFloat?
    }
    var entries: [Entry] = []

    /// This thread's stack, made when first asked for and released when the thread exits (a
    /// pthread key's destructor, as `ThreadLocal` keys bindings to threads).
    static var current: UIGraphicsContextStack {
        if let stack = pthread_getspecific(key) { return Unmanaged<UIGraphicsContextStack>.fromOpaque(stack).takeUnretainedValue() }
        let stack = UIGraphicsContextStack()
        pthread_setspecific(key, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { stack in stack.map { Unmanaged<UIGraphicsContextStack>.fromOpaque($0).release() } }
        return key
    }()

    /// Runs `body` with `context` current, then makes the previous one current again.
    func with<R>(_ context: CGContext, _ body: () throws -> R) rethrows -> R {
        entries.append(Entry(context: context))
        defer { entries.removeLast() }
        return try body()
    }
}

/// The context UIKit draws into (the top of this thread's stack); nil outside any drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.current.entries.last?.context }
public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsContextStack.current.entries.append(.init(context: context)) }
public func UIGraphicsPopContext() { _ = UIGraphicsContextStack.current.entries.popLast() }
