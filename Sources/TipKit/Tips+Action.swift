import LayoutDSL

extension Tips {
    /// A button of a tip (Apple's documentation of `Tips.Action`), drawn below its message.
    public struct Action: Identifiable, @unchecked Sendable {
        public let id: String
        let title: Text
        let handler: @Sendable () -> Void

        public init(id: String? = nil, title: some StringProtocol, perform handler: @escaping @Sendable () -> Void = {}) {
            self.id = id ?? String(title)
            self.title = Text(String(title))
            self.handler = handler
        }

        public init(id: String? = nil, perform handler: @escaping @Sendable () -> Void = {}, _ label: () -> Text) {
            self.title = label()
            self.id = id ?? ""
            self.handler = handler
        }

        public func callAsFunction() { handler() }
    }
}
