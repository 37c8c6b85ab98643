/// Bindings to the mutable properties of an `@Observable` object (iOS 17): `$model.name`.
/// The object stays owned elsewhere; reads through the bindings are tracked like any read of
/// an observable property.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}

/// A bindable identifiable object is identified as the object is (Apple's documentation of
/// `Bindable.id`), so `ForEach` can take bindables.
extension Bindable: Identifiable where Value: Identifiable {
    public typealias ID = Value.ID
    public var id: Value.ID { wrappedValue.id }
}
