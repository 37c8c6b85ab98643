/// One property of a keyframed value moving through its keyframes, each starting from where
/// the one before ended (the first from the property's value when the animation starts)
/// (SwiftUI's `KeyframeTrack`, iOS 17). Its keyframes animate the value it is written for, the
/// key path's root: the keyframes' value (`Keyframes.Value`) is `Root`.
public struct KeyframeTrack<Root, Property, Content: KeyframeTrackContent>: Keyframes, PrimitiveKeyframes
where Property == Content.Value {
    public typealias Value = Root
    public typealias Body = KeyframeTrack<Root, Property, Content>
    let keyPath: WritableKeyPath<Root, Property>
    let keyframes: [Keyframe<Property>]

    public init(_ keyPath: WritableKeyPath<Root, Property>, @KeyframeTrackContentBuilder<Property> content: () -> Content) {
        self.keyPath = keyPath
        keyframes = content().keyframeList
    }

    var erasedSamplers: Any { [sampler] }

    private var sampler: KeyframeTrackSampler<Root> {
        let keyframes = keyframes, keyPath = keyPath
        return .init(duration: keyframes.reduce(0) { $0 + $1.duration }) { root, time in
            root[keyPath: keyPath] = Keyframe.sample(keyframes, from: root[keyPath: keyPath], at: time)
        }
    }
}

extension KeyframeTrack where Root == Property {
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) { self.init(\.self, content: content) }
}

/// Keyframes of one track (SwiftUI's `KeyframeTrackContent`, iOS 17): the keyframe types, what
/// `KeyframeTrackContentBuilder` makes of a block, or a type of the app composing them in its `body`.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Self.Body.Value
    associatedtype Body: KeyframeTrackContent
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }
}

/// Keyframes the engine reads without a body.
protocol PrimitiveKeyframeTrackContent {
    /// The keyframes, as `[Keyframe<Value>]`.
    var erasedKeyframes: Any { get }
}

extension KeyframeTrackContent where Body == Self {
    /// A keyframe, or keyframes a builder joined, is its own body; the engine reads its keyframes.
    public var body: Self { self }
}

extension KeyframeTrackContent {
    /// The keyframes in order: a primitive's own, else its body's.
    var keyframeList: [Keyframe<Value>] {
        if let primitive = self as? any PrimitiveKeyframeTrackContent { return primitive.erasedKeyframes as? [Keyframe<Value>] ?? [] }
        return body.keyframeList as? [Keyframe<Value>] ?? []
    }
}

/// Keyframes joined by a builder, in order.
struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    typealias Body = KeyframeSequence<Value>
    let keyframes: [Keyframe<Value>]
    var erasedKeyframes: Any { keyframes }
}

/// Builds a track's keyframes (SwiftUI's `KeyframeTrackContentBuilder`, iOS 17): in order, a
/// `for` loop's keyframes in its order, an `if`/`else` or `switch` the branch taken.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where Value == K.Value { expression }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeSequence(keyframes: components.flatMap(\.keyframeList))
    }

    public static func buildBlock() -> some KeyframeTrackContent<Value> { KeyframeSequence<Value>(keyframes: []) }

    public static func buildEither<First, Second>(first component: First) -> Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        Conditional(branch: .first(component))
    }

    public static func buildEither<First, Second>(second component: Second) -> Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        Conditional(branch: .second(component))
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where Value == K.Value { first }

    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeSequence(keyframes: accumulated.keyframeList + next.keyframeList)
    }

    /// The branch of an `if`/`else` or `switch` taken: its keyframes.
    public struct Conditional<ConditionalValue, First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent,
        PrimitiveKeyframeTrackContent where ConditionalValue == First.Value, First.Value == Second.Value {
        public typealias Value = ConditionalValue
        public typealias Body = KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
        enum Branch {
            case first(First)
            case second(Second)
        }
        let branch: Branch

        public var body: Body { sameBranch }

        /// The same branch, as the builder of its value's type holds it.
        private var sameBranch: Body {
            switch branch {
            case .first(let content): Body(branch: .first(content))
            case .second(let content): Body(branch: .second(content))
            }
        }

        var erasedKeyframes: Any {
            switch branch {
            case .first(let content): content.keyframeList
            case .second(let content): content.keyframeList
            }
        }
    }
}
