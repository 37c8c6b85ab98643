/// What the focused view, and the views of the active scene, publish for commands and other
/// views to read (Apple's documentation of `FocusedValues`, `FocusedValue`,
/// `focusedValue(_:_:)` and `focusedSceneValue(_:_:)`): a menu command acts on the note being
/// edited. A render has no focus, no key window and no menus, so a view's `@FocusedValue`,
/// `@FocusedBinding` and `@FocusedObject` read nil, as on a device before anything takes focus,
/// and the publishing modifiers leave their view as it is.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The focused values, by key (extended with `@Entry` or a computed property per key).
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// What a view reads where nothing has focus (apps get values, never make them).
    init() {}

    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A focused value a view or command reads: nil in a render, where nothing has focus.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Value?>?
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self.keyPath = keyPath }
    /// The focused object of a type (iOS 17's `@FocusedValue(Model.self)` for `@Observable` models).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable { keyPath = nil }
    public var wrappedValue: Value? { keyPath.flatMap { FocusedValues()[keyPath: $0] } }
}

/// A binding a focused view published: nil in a render, where nothing has focus.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }
    public var wrappedValue: Value? {
        get { FocusedValues()[keyPath: keyPath]?.wrappedValue }
        nonmutating set { if let newValue { FocusedValues()[keyPath: keyPath]?.wrappedValue = newValue } }
    }
    public var projectedValue: Binding<Value?> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

/// An observable object a focused view published: nil in a render, where nothing has focus.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType? { nil }
    public var projectedValue: Wrapper? { nil }

    /// Bindings to the focused object's properties (`$model.title`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

nonisolated extension View {
    /// Publishes `value` under `keyPath` while the view has focus (none has in a render).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
    /// Publishes an `@Observable` model while the view has focus.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }
    /// Publishes `value` for the whole scene while it is active.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }
    public func focusedObject<T: ObservableObject>(_ object: T) -> some View { self }
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }
    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View { self }
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }
}
