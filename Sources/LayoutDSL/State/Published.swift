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
