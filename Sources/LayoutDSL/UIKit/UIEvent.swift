/// A touch, motion or press event: a preview delivers none to UIKit, so code only passes it on.
open class UIEvent {
    public enum EventType: Int, Sendable { case touches = 0, motion, remoteControl, presses, scroll = 10, hover, transform }
    open var type: EventType { .touches }
    open var timestamp: TimeInterval { 0 }
    public init() {}
}
