/// The user's contacts (Apple's `CNContactStore`), as a fresh Simulator install has them once
/// allowed: `.notDetermined` until the app asks, a request granted, and then the contacts the
/// app saves, in memory for the process. (The Simulator's own sample contacts are not here: a
/// preview shows the same contacts on every machine.)
open class CNContactStore: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var contacts: [CNContact] = []
    private static let access = NSLock()
    nonisolated(unsafe) private static var granted = false

    public override init() {}

    open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus {
        access.withLock { granted ? .authorized : .notDetermined }
    }

    private static func grant() -> Bool {
        access.withLock { granted = true }
        return true
    }

    open func requestAccess(for entityType: CNEntityType, completionHandler: @escaping (Bool, (any Error)?) -> Void) {
        completionHandler(Self.grant(), nil)
    }

    open func requestAccess(for entityType: CNEntityType) async throws -> Bool { Self.grant() }

    private func authorized() throws {
        guard Self.authorizationStatus(for: .contacts) == .authorized else { throw CNError(.authorizationDenied) }
    }

    /// The saved contacts the predicate matches, in the order they were saved.
    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]) throws -> [CNContact] {
        try authorized()
        guard let predicate = predicate as? ContactPredicate else { throw CNError(.predicateInvalid) }
        return lock.withLock { contacts }.filter(predicate.matches).map { $0.copy() as? CNContact ?? $0 }
    }

    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]) throws -> CNContact {
        try authorized()
        guard let contact = lock.withLock({ contacts }).first(where: { $0.identifier == identifier }) else {
            throw CNError(.recordDoesNotExist)
        }
        return contact.copy() as? CNContact ?? contact
    }

    /// Calls `block` with each saved contact the request matches, sorted as it asks.
    open func enumerateContacts(with fetchRequest: CNContactFetchRequest,
                                usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void) throws {
        try authorized()
        var matching = lock.withLock { contacts }
        if let predicate = fetchRequest.predicate as? ContactPredicate { matching = matching.filter(predicate.matches) }
        matching = fetchRequest.sortOrder.sorted(matching)
        var stop = ObjCBool(false)
        for contact in matching {
            block(contact.copy() as? CNContact ?? contact, &stop)
            if stop.boolValue { break }
        }
    }

    open func execute(_ saveRequest: CNSaveRequest) throws {
        try authorized()
        lock.withLock {
            for change in saveRequest.changes {
                switch change {
                case .add(let contact): contacts.append(contact.copy() as? CNContact ?? contact)
                case .update(let contact):
                    if let index = contacts.firstIndex(where: { $0.identifier == contact.identifier }) {
                        contacts[index] = contact.copy() as? CNContact ?? contact
                    }
                case .delete(let contact): contacts.removeAll { $0.identifier == contact.identifier }
                }
            }
        }
        NotificationCenter.default.post(name: .CNContactStoreDidChange, object: self)
    }

    open func defaultContainerIdentifier() -> String { "00000000-0000-4000-8000-000000000000" }
}

public extension Notification.Name {
    static let CNContactStoreDidChange = Notification.Name("CNContactStoreDidChangeNotification")
}

/// Changes to save together (Apple's `CNSaveRequest`).
open class CNSaveRequest: NSObject, @unchecked Sendable {
    enum Change { case add(CNContact), update(CNContact), delete(CNContact) }
    private(set) var changes: [Change] = []

    public override init() {}
    open func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) { changes.append(.add(contact)) }
    open func update(_ contact: CNMutableContact) { changes.append(.update(contact)) }
    open func delete(_ contact: CNMutableContact) { changes.append(.delete(contact)) }
}

/// How contacts are sorted (Apple's `CNContactSortOrder`).
public enum CNContactSortOrder: Int, Sendable {
    case none = 0, userDefault, givenName, familyName

    func sorted(_ contacts: [CNContact]) -> [CNContact] {
        switch self {
        case .none: return contacts
        case .givenName: return contacts.sorted { ($0.givenName, $0.familyName) < ($1.givenName, $1.familyName) }
        case .userDefault, .familyName: return contacts.sorted { ($0.familyName, $0.givenName) < ($1.familyName, $1.givenName) }
        }
    }
}

/// What to fetch and how (Apple's `CNContactFetchRequest`).
open class CNContactFetchRequest: NSObject, @unchecked Sendable {
    open var keysToFetch: [any CNKeyDescriptor]
    open var predicate: NSPredicate?
    open var sortOrder: CNContactSortOrder = .none
    open var unifyResults = true
    open var mutableObjects = false

    public init(keysToFetch: [any CNKeyDescriptor]) { self.keysToFetch = keysToFetch }
}
