import Foundation

/// An observation `observe(_:options:changeHandler:)` made (Foundation's `NSKeyValueObservation`,
/// which swift-corelibs-foundation does not have): it lasts until it is invalidated or released,
/// as Apple's does.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var stop: (() -> Void)?

    init(stop: @escaping () -> Void) { self.stop = stop }

    /// Ends the observation: the handler is not called again.
    public func invalidate() {
        lock.lock()
        let stop = self.stop
        self.stop = nil
        lock.unlock()
        stop?()
    }

    deinit { invalidate() }
}
