/// `@AccessibilityFocusState`: which element assistive technologies focus. There is no VoiceOver
/// here, so it is state the view can read and write like `@State`; `accessibilityFocused` accepts it.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    @State private var value: Value

    public init() where Value == Bool { _value = State(initialValue: false) }
    public init<T: Hashable>() where Value == T? { _value = State(initialValue: nil) }
    /// Focus followed by the given technologies only: the same state, as none is running here.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { self.init() }
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { self.init() }

    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    public var projectedValue: Binding { Binding(binding: $value) }

    /// The focus state as a binding `accessibilityFocused(_:)` takes.
    @propertyWrapper
    public struct Binding {
        let binding: LayoutDSL.Binding<Value>
        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }
        public var projectedValue: Binding { self }
    }
}
