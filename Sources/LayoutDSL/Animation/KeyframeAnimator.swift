/// Draws its content with a value keyframes move over time (SwiftUI's `KeyframeAnimator`):
/// from each change of the trigger, or over and over when `repeating`. Every frame of a
/// sequence shows the value at that frame's virtual time.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: AnyEquatableValue?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    @State private var start: TimeInterval?

    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue; self.trigger = AnyEquatableValue(value: trigger); repeating = false
        self.content = content; self.keyframes = keyframes
    }

    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue; trigger = nil; self.repeating = repeating
        self.content = content; self.keyframes = keyframes
    }

    public var body: some View {
        let start = start, initialValue = initialValue, repeating = repeating
        let timeline = KeyframeTimeline(initialValue: initialValue, keyframes: keyframes(initialValue))
        return EmptyView()
            .modifier(ClockDrivenContent { now in
                guard let start else { return content(initialValue) }
                var elapsed = now - start
                if repeating, timeline.duration > 0 { elapsed = elapsed.truncatingRemainder(dividingBy: timeline.duration) }
                return content(elapsed >= timeline.duration
                    ? (repeating ? timeline.value(time: elapsed) : initialValue) : timeline.value(time: elapsed))
            })
            .onAppear { if trigger == nil { self.start = CurrentHost.clock?.time ?? 0 } }
            .onChange(of: trigger) { self.start = CurrentHost.clock?.time ?? 0 }
    }
}

nonisolated extension View {
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        KeyframeAnimator(initialValue: initialValue, trigger: trigger,
                         content: { content(PlaceholderContentView(self), $0) }, keyframes: keyframes)
    }

    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        KeyframeAnimator(initialValue: initialValue, repeating: repeating,
                         content: { content(PlaceholderContentView(self), $0) }, keyframes: keyframes)
    }
}
