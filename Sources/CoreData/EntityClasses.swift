import Synchronization

/// Which class makes the objects of each entity, and which entity each class's objects have
/// when no model names the class. Core Data finds a class by its name in the Objective-C
/// runtime (`managedObjectClassName`); Swift on Linux cannot look a class up by name, so the
/// classes are recorded as the program uses them: `Item(context:)`, `Item.entity()` and
/// `Item.fetchRequest()` record `Item`.
///
/// Without a model that names a class (a preview whose `.xcdatamodeld` is not in its bundle,
/// hand-written subclasses in a test), the class's entity is made from it: named as the class,
/// with no property descriptions, holding any value by key. Such an entity has no inverse
/// relationships and no required attributes.
package final class EntityClasses: Sendable {
    static let shared = EntityClasses()

    private struct State {
        var classes: [String: NSManagedObject.Type] = [:]
        var inferred: [String: NSEntityDescription] = [:]
    }
    private let state = Mutex(State())

    /// The class's name as an entity's `managedObjectClassName` holds it: unqualified, as
    /// `@objc(Item)` (which Xcode's generated classes declare) names it.
    package static func className(_ type: AnyClass) -> String {
        String(describing: type).split(separator: ".").last.map(String.init) ?? String(describing: type)
    }

    func record(_ type: NSManagedObject.Type, for entity: NSEntityDescription) {
        guard let name = entity.name, type != NSManagedObject.self else { return }
        state.withLock { $0.classes[name] = type }
    }

    /// The class whose objects were made for the entity or one it inherits from, else `NSManagedObject`.
    func type(of entity: NSEntityDescription) -> NSManagedObject.Type {
        state.withLock { state in
            if let name = entity.name, let type = state.classes[name] { return type }
            if let className = entity.managedObjectClassName,
               let type = state.classes.values.first(where: { Self.className($0) == className }) { return type }
            return NSManagedObject.self
        }
    }

    /// The entity a class's objects have when no model names it, made once per class name.
    func inferredEntity(for type: NSManagedObject.Type) -> NSEntityDescription {
        let name = Self.className(type)
        return state.withLock { state in
            if let entity = state.inferred[name] { return entity }
            let entity = NSEntityDescription()
            entity.name = name
            entity.managedObjectClassName = name
            state.inferred[name] = entity
            state.classes[name] = type
            return entity
        }
    }

    /// An entity made from a class, by name.
    func inferredEntity(named name: String) -> NSEntityDescription? { state.withLock { $0.inferred[name] } }
}
