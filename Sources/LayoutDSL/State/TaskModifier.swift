/// `.task(priority:_:)` and `.task(id:priority:_:)`: an async action that starts when the view
/// appears and is cancelled when it disappears, or, for `id:`, cancelled and started again when
/// the id changes (SwiftUI documentation, "task(priority:_:)", "task(id:priority:_:)"). It runs
/// on the host's `HostExecutor`: on the host's thread between update passes, with
/// `Task.sleep` and clock sleeps waiting for virtual time.
nonisolated extension View {
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(LifecycleModifier(kind: .taskAttachment(key: AnyHashable(0), priority: priority, action)))
    }

    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(LifecycleModifier(kind: .taskAttachment(key: AnyHashable(TaskID(value: value)), priority: priority, action)))
    }
}

/// A `.task(id:)` value as a key: Equatable is all SwiftUI asks of it.
private struct TaskID<T: Equatable>: Hashable {
    let value: T
    func hash(into hasher: inout Hasher) {}
}

extension LifecycleHook.Kind {
    static func taskAttachment(key: AnyHashable, priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) -> Self {
        .attachment(key: key, start: { _, _ in
            guard let executor = CurrentHost.clock?.executor else { return AnyCancellable {} }
            let task = Task(executorPreference: executor, priority: priority) { await action() }
            return AnyCancellable { task.cancel() }
        }, update: { _, _ in })
    }
}
