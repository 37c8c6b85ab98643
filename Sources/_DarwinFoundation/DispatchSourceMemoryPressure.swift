import Dispatch

/// A source of the system's memory pressure events (Apple's Dispatch: `DispatchSourceMemoryPressure`,
/// `DispatchSource.MemoryPressureEvent` with source.h's flags). Linux's Dispatch has none; here such
/// a source is a user-data source that nothing signals: it is set up, resumed and cancelled as
/// Apple's is (Linux's `DispatchSourceProtocol` methods act on a `DispatchSource`), and never
/// fires, as on a device with memory to spare. Its `data` is empty, and so is its `mask`: the
/// events asked for are not kept.
public protocol DispatchSourceMemoryPressure: DispatchSourceProtocol {
    var data: DispatchSource.MemoryPressureEvent { get }
    var mask: DispatchSource.MemoryPressureEvent { get }
}

extension DispatchSource: DispatchSourceMemoryPressure {
    public struct MemoryPressureEvent: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = MemoryPressureEvent(rawValue: 0x1)
        public static let warning = MemoryPressureEvent(rawValue: 0x2)
        public static let critical = MemoryPressureEvent(rawValue: 0x4)
        public static let all: MemoryPressureEvent = [.normal, .warning, .critical]
    }

    public var data: MemoryPressureEvent { [] }
    public var mask: MemoryPressureEvent { [] }

    /// A memory pressure source for `eventMask` whose handlers run on `queue`; it never fires.
    public class func makeMemoryPressureSource(eventMask: MemoryPressureEvent, queue: DispatchQueue? = nil)
        -> any DispatchSourceMemoryPressure {
        // Linux's Dispatch makes every source a `DispatchSource`.
        DispatchSource.makeUserDataOrSource(queue: queue) as! DispatchSource
    }
}
