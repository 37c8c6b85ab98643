/// A scene's session, persisted by iOS across launches; a preview has the one of its scene.
open class UISceneSession: Hashable {
    public let persistentIdentifier: String
    open var userInfo: [String: Any]?
    init(persistentIdentifier: String) { self.persistentIdentifier = persistentIdentifier }
    public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
