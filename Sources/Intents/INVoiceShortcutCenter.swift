/// The user's voice shortcuts of the app (Apple's documentation of `INVoiceShortcutCenter`,
/// https://developer.apple.com/documentation/intents/invoiceshortcutcenter): none recorded;
/// suggestions are kept and not shown.
open class INVoiceShortcutCenter: NSObject, @unchecked Sendable {
    public static let shared = INVoiceShortcutCenter()

    private let lock = NSLock()
    private var suggestions: [INShortcut] = []

    override init() {}

    open func getAllVoiceShortcuts(completion completionHandler: @escaping ([INVoiceShortcut]?, (any Error)?) -> Void) {
        completionHandler([], nil)
    }

    open func allVoiceShortcuts() async throws -> [INVoiceShortcut] { [] }

    open func getVoiceShortcut(with identifier: UUID, completion completionHandler: @escaping (INVoiceShortcut?, (any Error)?) -> Void) {
        completionHandler(nil, nil)
    }

    open func setShortcutSuggestions(_ suggestions: [INShortcut]) {
        lock.lock()
        self.suggestions = suggestions
        lock.unlock()
    }

    /// The suggestions last set.
    var shortcutSuggestions: [INShortcut] {
        lock.lock()
        defer { lock.unlock() }
        return suggestions
    }
}
