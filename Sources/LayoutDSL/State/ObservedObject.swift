/// An object owned elsewhere that the view observes. Isolated to the main actor, as SwiftUI
/// declares it (`@MainActor @preconcurrency`): a key path through a `@MainActor` property of an
/// `@ObservedObject` (Perception's `Bindable` wraps one) is a main-actor key path, as on iOS.
@MainActor @preconcurrency @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to the object's properties: `$model.name`.
    @MainActor @preconcurrency @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: InstallableProperty {
    func install(at site: InstallSite) { site.graph.observe(wrappedValue, by: site.view, label: site.label, property: site.name) }

    /// The same object, not an equal one: a new instance is a new dependency.
    func isSameProperty(as other: Any) -> Bool { (other as? Self)?.wrappedValue === wrappedValue }
}
