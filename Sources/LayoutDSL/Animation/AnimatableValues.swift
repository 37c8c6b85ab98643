/// Any number of animatable values animated together (iOS 26; the declaration of the iOS 26.2 SDK's
/// SwiftUICore interface): what `AnimatablePair` nests two at a time, as one vector whose
/// components add, subtract and scale in step. The `@Animatable` macro makes a type's
/// `animatableData` one of these, a component per stored property.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
@frozen public struct AnimatableValues<each Value: VectorArithmetic>: VectorArithmetic {
    public var value: (repeat each Value)

    @inlinable public init(_ value: repeat each Value) {
        self.value = (repeat each value)
    }

    /// Zero values of the given types.
    @_alwaysEmitIntoClient public init(_ _valueType: repeat (each Value).Type) {
        self.value = (repeat (each _valueType).zero)
    }

    public static var zero: AnimatableValues<repeat each Value> { .init(repeat (each Value).zero) }

    public static func += (lhs: inout AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>) {
        lhs = Self(repeat each lhs.value + each rhs.value)
    }

    public static func -= (lhs: inout AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>) {
        lhs = Self(repeat each lhs.value - each rhs.value)
    }

    public static func + (lhs: AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>)
        -> AnimatableValues<repeat each Value> {
        Self(repeat each lhs.value + each rhs.value)
    }

    public static func - (lhs: AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>)
        -> AnimatableValues<repeat each Value> {
        Self(repeat each lhs.value - each rhs.value)
    }

    public mutating func scale(by rhs: Double) {
        value = (repeat (each value).scaled(by: rhs))
    }

    public var magnitudeSquared: Double {
        var sum = 0.0
        for component in repeat each value { sum += component.magnitudeSquared }
        return sum
    }

    public static func == (lhs: AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>) -> Bool {
        for (left, right) in repeat (each lhs.value, each rhs.value) {
            if left != right { return false }
        }
        return true
    }
}

extension Animatable {
    /// A property's component of the `animatableData` that `@Animatable` synthesizes, read and
    /// written through its key path: the value itself when it is a vector, its own `animatableData`
    /// when it is animatable, nothing otherwise (the SDK's subscripts).
    @inline(__always) @_alwaysEmitIntoClient
    public subscript<T>(_animatableValue keyPath: WritableKeyPath<Self, T>) -> T where T: VectorArithmetic {
        get { self[keyPath: keyPath] }
        set { self[keyPath: keyPath] = newValue }
    }

    @_disfavoredOverload @inline(__always) @_alwaysEmitIntoClient
    public subscript<T>(_animatableValue keyPath: WritableKeyPath<Self, T>) -> T.AnimatableData where T: Animatable {
        get { self[keyPath: keyPath].animatableData }
        set { self[keyPath: keyPath].animatableData = newValue }
    }

    @_disfavoredOverload @inline(__always) @_alwaysEmitIntoClient
    public subscript<T>(_animatableValue keyPath: WritableKeyPath<Self, T>) -> EmptyAnimatableData {
        get { .zero }
        nonmutating set {}
    }

    @inline(__always) @_alwaysEmitIntoClient
    public subscript<T>(_animatableValue keyPath: ReferenceWritableKeyPath<Self, T>) -> T where T: VectorArithmetic {
        get { self[keyPath: keyPath] }
        nonmutating set { self[keyPath: keyPath] = newValue }
    }

    @_disfavoredOverload @inline(__always) @_alwaysEmitIntoClient
    public subscript<T>(_animatableValue keyPath: ReferenceWritableKeyPath<Self, T>) -> T.AnimatableData where T: Animatable {
        get { self[keyPath: keyPath].animatableData }
        nonmutating set { self[keyPath: keyPath].animatableData = newValue }
    }
}
