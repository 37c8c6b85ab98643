/// Keyframes for a value (SwiftUI's `Keyframes`): tracks, each moving one property of the
/// value through its keyframes, all starting together. The engine samples them as a
/// `KeyframeTimeline`.
public protocol Keyframes<Value> {
    associatedtype Value
}

/// Tracks a keyframes builder collected.
public struct KeyframeTrackSet<Value>: Keyframes {
    struct Track {
        let duration: TimeInterval
        /// Writes the track's property of the value at a time after the start.
        let apply: (inout Value, TimeInterval) -> Void
    }
    var tracks: [Track]
    /// Keyframes written directly in the builder, without a track: together they are one
    /// track of the whole value (made by `makeTrack`, which knows the value is animatable).
    var loose: [Any] = []
    var makeTrack: (([Any]) -> Track)?

    /// Every track, the loose keyframes' included.
    var allTracks: [Track] { tracks + (loose.isEmpty ? [] : makeTrack.map { [$0(loose)] } ?? []) }

    static func joined(_ parts: [Self]) -> Self {
        KeyframeTrackSet(tracks: parts.flatMap(\.tracks), loose: parts.flatMap(\.loose),
                         makeTrack: parts.lazy.compactMap(\.makeTrack).first)
    }
}

@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<Property, Content>(_ track: KeyframeTrack<Value, Property, Content>) -> KeyframeTrackSet<Value> {
        KeyframeTrackSet(tracks: [track.sampler])
    }
    /// Keyframes written directly, without a track, animate the whole value.
    public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content) -> KeyframeTrackSet<Value>
    where Content.Value == Value {
        KeyframeTrackSet(tracks: [], loose: KeyframeTrack(\.self, content: { content }).keyframes) { loose in
            KeyframeTrack<Value, Value, KeyframeList_<Value>>(\.self) {
                KeyframeList_(keyframes: loose.compactMap { $0 as? Keyframe<Value> })
            }.sampler
        }
    }
    public static func buildExpression(_ set: KeyframeTrackSet<Value>) -> KeyframeTrackSet<Value> { set }
    public static func buildBlock(_ parts: KeyframeTrackSet<Value>...) -> KeyframeTrackSet<Value> { .joined(parts) }
    public static func buildOptional(_ part: KeyframeTrackSet<Value>?) -> KeyframeTrackSet<Value> { part ?? KeyframeTrackSet(tracks: []) }
    public static func buildEither(first: KeyframeTrackSet<Value>) -> KeyframeTrackSet<Value> { first }
    public static func buildEither(second: KeyframeTrackSet<Value>) -> KeyframeTrackSet<Value> { second }
    public static func buildArray(_ parts: [KeyframeTrackSet<Value>]) -> KeyframeTrackSet<Value> { .joined(parts) }
}

/// The values keyframes describe over time (SwiftUI's `KeyframeTimeline`, iOS 17).
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [KeyframeTrackSet<Value>.Track]

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> KeyframeTrackSet<Value>) {
        self.initialValue = initialValue
        tracks = content().allTracks
    }

    /// The longest track's duration.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    public func value(time: TimeInterval) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    public func value(progress: Double) -> Value { value(time: progress * duration) }
}
