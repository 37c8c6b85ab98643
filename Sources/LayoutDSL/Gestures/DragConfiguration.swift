/// Which operations a drag from a view allows (iOS 26's `DragConfiguration`): within the app a
/// move (not by default), outside it a copy (by default), as the iOS 26.2 SDK's defaults say.
/// Its modifier, `dragConfiguration(_:)`, is macOS's only in that SDK; iOS apps meet the type in
/// shared code.
public struct DragConfiguration: CustomDebugStringConvertible {
    public struct OperationsWithinApp: Sendable {
        var allowMove: Bool
        public init(allowMove: Bool = false) { self.allowMove = allowMove }
    }

    public struct OperationsOutsideApp: Sendable {
        var allowCopy: Bool
        public init(allowCopy: Bool = true) { self.allowCopy = allowCopy }
    }

    public var operationsWithinApp: OperationsWithinApp
    public var operationsOutsideApp: OperationsOutsideApp

    public init(operationsWithinApp: OperationsWithinApp = .init(), operationsOutsideApp: OperationsOutsideApp = .init()) {
        self.operationsWithinApp = operationsWithinApp
        self.operationsOutsideApp = operationsOutsideApp
    }

    public init(allowMove: Bool) {
        self.init(operationsWithinApp: OperationsWithinApp(allowMove: allowMove))
    }

    public var debugDescription: String {
        "DragConfiguration(withinApp: allowMove \(operationsWithinApp.allowMove), outsideApp: allowCopy \(operationsOutsideApp.allowCopy))"
    }
}

/// What a drop onto a view does (iOS 26's `DropConfiguration`).
public struct DropConfiguration {
    public let operation: DropOperation

    public init(operation: DropOperation) { self.operation = operation }
}
