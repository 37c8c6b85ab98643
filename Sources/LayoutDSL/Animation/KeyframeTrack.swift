/// One property of a keyframed value moving through its keyframes, each starting from where
/// the one before ended (the first from the property's value when the animation starts).
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    let keyPath: WritableKeyPath<Root, Value>
    let keyframes: [Keyframe<Value>]

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        keyframes = (content() as? any KeyframeList)?.erased as? [Keyframe<Value>] ?? []
    }

    var sampler: KeyframeTrackSet<Root>.Track {
        let keyframes = keyframes, keyPath = keyPath
        return .init(duration: keyframes.reduce(0) { $0 + $1.duration }) { root, time in
            root[keyPath: keyPath] = Keyframe.sample(keyframes, from: root[keyPath: keyPath], at: time)
        }
    }
}

extension KeyframeTrack where Root == Value {
    public init(@KeyframeTrackContentBuilder<Value> content: () -> Content) { self.init(\.self, content: content) }
}

/// Keyframes of one track (SwiftUI's `KeyframeTrackContent`).
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
}

/// Keyframes a track builder collected.
public struct KeyframeList_<Value: Animatable>: KeyframeTrackContent, KeyframeList {
    let keyframes: [Keyframe<Value>]
    var erased: Any { keyframes }
}

/// Type-erased access to collected keyframes.
protocol KeyframeList { var erased: Any { get } }

@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeList_<Value> where K.Value == Value {
        KeyframeList_(keyframes: (keyframe as? any KeyframeList)?.erased as? [Keyframe<Value>] ?? [])
    }
    public static func buildBlock(_ parts: KeyframeList_<Value>...) -> KeyframeList_<Value> {
        KeyframeList_(keyframes: parts.flatMap(\.keyframes))
    }
    public static func buildOptional(_ part: KeyframeList_<Value>?) -> KeyframeList_<Value> { part ?? KeyframeList_(keyframes: []) }
    public static func buildEither(first: KeyframeList_<Value>) -> KeyframeList_<Value> { first }
    public static func buildEither(second: KeyframeList_<Value>) -> KeyframeList_<Value> { second }
    public static func buildArray(_ parts: [KeyframeList_<Value>]) -> KeyframeList_<Value> {
        KeyframeList_(keyframes: parts.flatMap(\.keyframes))
    }
}
