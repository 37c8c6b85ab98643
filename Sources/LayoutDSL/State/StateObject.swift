/// An object owned by the view's identity: created once, when the view first appears. Isolated
/// to the main actor as SwiftUI declares it, but for its initializer, which a view's nonisolated
/// initializer calls (`_model = StateObject(wrappedValue: Model())`).
@MainActor @preconcurrency @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    // Stored by the nonisolated initializer, read on the main actor only.
    nonisolated(unsafe) let make: () -> ObjectType
    nonisolated(unsafe) let box = ObjectBox<ObjectType>()

    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

    public var wrappedValue: ObjectType {
        if let object = box.object { return object }
        let object = make()
        box.object = object
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension StateObject: InstallableProperty {
    func install(at site: InstallSite) {
        let holder = site.graph.persistentObject(at: site) { ObjectBox<ObjectType>() }
        if holder.object == nil { holder.object = make() }
        box.object = holder.object
        site.graph.observe(holder.object!, by: site.view, label: site.label, property: site.name)
    }
}

final class ObjectBox<ObjectType> { var object: ObjectType? }
