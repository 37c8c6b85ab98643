/// Keyframes for a value (SwiftUI's `Keyframes`, iOS 17): tracks, each moving one property of the
/// value through its keyframes, all starting together. A type of the app composes them in its
/// `body`; `KeyframeTrack` and what `KeyframesBuilder` joins are the primitives the engine samples
/// (as a `KeyframeTimeline`).
public protocol Keyframes<Value> {
    associatedtype Value = Self.Body.Value
    associatedtype Body: Keyframes
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }
}

/// One track as the engine samples it: its duration, and how it writes its property of the
/// value at a time after the start.
struct KeyframeTrackSampler<Root> {
    let duration: TimeInterval
    let apply: (inout Root, TimeInterval) -> Void
}

/// Keyframes the engine reads without a body: a track, or tracks a builder joined.
protocol PrimitiveKeyframes {
    /// The tracks, as `[KeyframeTrackSampler<Value>]`.
    var erasedSamplers: Any { get }
}

extension Keyframes where Body == Self {
    /// A primitive is its own body; the engine reads its tracks.
    public var body: Self { self }
}

extension Keyframes {
    /// The tracks, in the order written (a later track writing the same property wins).
    var samplers: [KeyframeTrackSampler<Value>] {
        if let primitive = self as? any PrimitiveKeyframes { return primitive.erasedSamplers as? [KeyframeTrackSampler<Value>] ?? [] }
        return body.samplers as? [KeyframeTrackSampler<Value>] ?? []
    }
}

/// Tracks joined by a builder, in order.
struct JoinedKeyframes<Value>: Keyframes, PrimitiveKeyframes {
    typealias Body = JoinedKeyframes<Value>
    let tracks: [KeyframeTrackSampler<Value>]
    var erasedSamplers: Any { tracks }
}

/// Builds keyframes (SwiftUI's `KeyframesBuilder`, iOS 17): tracks joined in order, or keyframes
/// written without a track, which together are one track of the whole value (`buildFinalResult`).
@resultBuilder
public struct KeyframesBuilder<Value> {
    public static func buildExpression<Content: Keyframes>(_ expression: Content) -> Content where Value == Content.Value { expression }

    public static func buildPartialBlock<Content: Keyframes>(first: Content) -> Content where Value == Content.Value { first }

    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value> {
        JoinedKeyframes(tracks: accumulated.samplers + next.samplers)
    }

    public static func buildBlock() -> some Keyframes<Value> { JoinedKeyframes<Value>(tracks: []) }

    public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content where Value == Content.Value { component }
}

/// Keyframes written directly in a keyframes block, without a track: built as a track's content,
/// and made a track of the whole value at the end.
extension KeyframesBuilder where Value: Animatable {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where Value == K.Value { expression }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentBuilder<Value>.buildArray(components)
    }

    public static func buildBlock() -> some KeyframeTrackContent<Value> { KeyframeTrackContentBuilder<Value>.buildBlock() }

    public static func buildEither<First, Second>(first component: First)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: component)
    }

    public static func buildEither<First, Second>(second component: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: component)
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where Value == K.Value { first }

    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentBuilder<Value>.buildPartialBlock(accumulated: accumulated, next: next)
    }

    public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content) -> KeyframeTrack<Value, Value, Content>
    where Value == Content.Value {
        KeyframeTrack { component }
    }
}

/// The values keyframes describe over time (SwiftUI's `KeyframeTimeline`, iOS 17).
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [KeyframeTrackSampler<Value>]

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, keyframes: content())
    }

    init(initialValue: Value, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = keyframes.samplers
    }

    /// The longest track's duration.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    public func value(progress: Double) -> Value { value(time: progress * duration) }
}
