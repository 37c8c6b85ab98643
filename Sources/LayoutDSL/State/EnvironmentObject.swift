private struct EnvironmentObjectKey<ObjectType>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

/// An object an ancestor supplied with `.environmentObject(_:)`. Isolated to the main actor as
/// SwiftUI declares it, but for its initializer.
@MainActor @preconcurrency @propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = ObjectBox<ObjectType>()
    nonisolated public init() {}

    public var wrappedValue: ObjectType {
        // A missing object traps with SwiftUI's own message, as on iOS: a preview must not
        // render a screen its app would crash on.
        guard let object = box.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for " +
                "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties: `$model.name` (SwiftUI's `EnvironmentObject.Wrapper`,
    /// a type of its own, which binds as `ObservedObject.Wrapper` does).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    @MainActor @preconcurrency @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            ObservedObject.Wrapper(object: object)[dynamicMember: keyPath]
        }
    }
}

extension EnvironmentObject: InstallableProperty {
    func install(at site: InstallSite) {
        let object = site.environment[EnvironmentObjectKey<ObjectType>.self]
        box.object = object
        site.graph.bodies.recordRead { $0[EnvironmentObjectKey<ObjectType>.self] === object }
        if let object { site.graph.observe(object, by: site.view, label: site.label, property: site.name) }
    }
}

nonisolated extension View {
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentModifier { $0[EnvironmentObjectKey<T>.self] = object })
    }
}

extension Scene {
    /// Supplies an `ObservableObject` to every view of this scene, for `@EnvironmentObject`
    /// (https://developer.apple.com/documentation/swiftui/scene/environmentobject(_:)).
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        ModifiedScene(content: self, modifier: EnvironmentModifier { $0[EnvironmentObjectKey<T>.self] = object })
    }
}
