import Synchronization

/// Objects whose changes views observe. There is no Combine on Linux, so `objectWillChange` is
/// this module's own publisher, which the graph subscribes to; `@Published` properties send
/// through it before every change, as in Combine.
public protocol ObservableObject: AnyObject {
    var objectWillChange: ObservableObjectPublisher { get }
}

/// Announces that an object is about to change.
/// An object may be shared by hosts on several threads, so subscriptions are behind a mutex.
public final class ObservableObjectPublisher: Sendable {
    private let subscribers = Mutex<[ObjectIdentifier: @Sendable () -> Void]>([:])

    public init() {}

    public func send() {
        for subscriber in subscribers.withLock({ Array($0.values) }) { subscriber() }
    }

    /// One subscription per observer: subscribing again replaces the previous one.
    func subscribe(_ observer: AnyObject, _ action: @escaping @Sendable () -> Void) {
        subscribers.withLock { $0[ObjectIdentifier(observer)] = action }
    }
}

extension ObservableObject {
    /// The publisher shared by the object's `@Published` properties (created on first use and
    /// kept in them, as Combine does). An object without any gets a publisher nobody hears.
    public var objectWillChange: ObservableObjectPublisher {
        let boxes = Mirror(reflecting: self).children.compactMap { ($0.value as? PublishedStorage)?.storage }
        if let existing = boxes.lazy.compactMap(\.publisher).first { return existing }
        let publisher = ObservableObjectPublisher()
        for box in boxes { box.publisher = publisher }
        return publisher
    }
}

/// A property that announces its changes through its object's `objectWillChange`.
@propertyWrapper
public struct Published<Value> {
    let box: PublishedBox<Value>

    public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<Object: ObservableObject>(_enclosingInstance object: Object,
                                                      wrapped _: ReferenceWritableKeyPath<Object, Value>,
                                                      storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].box.value = newValue
        }
    }
}

class PublishedBoxBase {
    var publisher: ObservableObjectPublisher?
}

final class PublishedBox<Value>: PublishedBoxBase {
    var value: Value
    init(_ value: Value) { self.value = value }
}

protocol PublishedStorage { var storage: PublishedBoxBase { get } }
extension Published: PublishedStorage { var storage: PublishedBoxBase { box } }

extension ViewGraph {
    /// Re-evaluates views when `object` announces a change.
    func observe(_ object: some ObservableObject, label: String) {
        object.objectWillChange.subscribe(self) { [weak self] in self?.stateDidChange(label) }
    }
}

/// An object owned by the view's identity: created once, when the view first appears.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let make: () -> ObjectType
    let box = ObjectBox<ObjectType>()

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

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
        site.graph.observe(holder.object!, label: site.label)
    }
}

final class ObjectBox<ObjectType> { var object: ObjectType? }

/// An object owned elsewhere that the view observes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: InstallableProperty {
    func install(at site: InstallSite) { site.graph.observe(wrappedValue, label: site.label) }
}

private struct EnvironmentObjectKey<ObjectType>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

/// An object an ancestor supplied with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = ObjectBox<ObjectType>()
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: InstallableProperty {
    func install(at site: InstallSite) {
        box.object = site.environment[EnvironmentObjectKey<ObjectType>.self]
        if let object = box.object { site.graph.observe(object, label: site.label) }
    }
}

extension View {
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentModifier { $0[EnvironmentObjectKey<T>.self] = object })
    }
}
