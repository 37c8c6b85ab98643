/// A reference bound to the current thread for the duration of a closure (nesting restores the
/// outer binding). The engine's two per-thread contexts use it: the host updating on this
/// thread (`CurrentHost`) and the animation of the transaction being applied
/// (`CurrentAnimation`). A thread, not a task: work a `Task` runs later must not see a host
/// that has finished updating, so task-local inheritance would be wrong here.
struct ThreadLocal<Value: AnyObject>: Sendable {
    // pthread_key_t is a plain integer, written once at creation.
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        self.key = key
    }

    var value: Value? { pthread_getspecific(key).map { Unmanaged<Value>.fromOpaque($0).takeUnretainedValue() } }

    func with<R>(_ value: Value?, _ body: () throws -> R) rethrows -> R {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, value.map { Unmanaged.passUnretained($0).toOpaque() })
        defer { pthread_setspecific(key, previous) }
        return try withExtendedLifetime(value) { try body() }
    }
}
