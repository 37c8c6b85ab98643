extension Tips {
    /// Something the app records happening (Apple's documentation of `Tips.Event`): rules count
    /// its donations. `Info` is what each donation carries.
    public struct Event<DonationInfo: Codable & Sendable>: Identifiable, Sendable {
        public let id: String

        public init(id: String, _ type: DonationInfo.Type = DonationInfo.self) { self.id = id }

        /// One recorded occurrence (Apple's documentation of `Tips.Event.Donation`).
        public struct Donation: Sendable {
            public let date: Date
        }

        public func donate() async where DonationInfo == Tips.EmptyDonation { sendDonation() }
        public func donate(_ donation: DonationInfo) async { record() }
        public func sendDonation() where DonationInfo == Tips.EmptyDonation { record() }
        public func sendDonation(_ donation: DonationInfo) { record() }

        /// The donations so far.
        public var donations: [Donation] { Tips.locked { $0.donations[id] ?? [] }.map { Donation(date: $0) } }

        private func record() { Tips.locked { $0.donations[id, default: []].append(Date()) } }
    }

}

extension Tips.Event where DonationInfo == Tips.EmptyDonation {
    /// An event whose donations carry nothing.
    public init(id: String) { self.id = id }
}

extension Tips {
    /// The donation of an event that carries nothing (Apple's documentation of `Tips.EmptyDonation`).
    public struct EmptyDonation: Codable, Sendable, Hashable {
        public init() {}
    }
}

extension Array {
    /// The donations within `window` of now (Apple's documentation of `donatedWithin(_:)`).
    public func donatedWithin<Info>(_ window: Tips.DonationTimeRange) -> [Tips.Event<Info>.Donation]
        where Element == Tips.Event<Info>.Donation {
        let start = Date().addingTimeInterval(-window.interval)
        return filter { $0.date >= start }
    }
}

extension Tips {
    /// A span of time back from now (Apple's documentation of `Tips.DonationTimeRange`).
    public struct DonationTimeRange: Sendable {
        let interval: TimeInterval
        public static let minute = DonationTimeRange(interval: 60)
        public static let hour = DonationTimeRange(interval: 3600)
        public static let day = DonationTimeRange(interval: 86_400)
        public static let week = DonationTimeRange(interval: 604_800)
        public static func minutes(_ count: Int) -> DonationTimeRange { DonationTimeRange(interval: 60 * Double(count)) }
        public static func hours(_ count: Int) -> DonationTimeRange { DonationTimeRange(interval: 3600 * Double(count)) }
        public static func days(_ count: Int) -> DonationTimeRange { DonationTimeRange(interval: 86_400 * Double(count)) }
        public static func weeks(_ count: Int) -> DonationTimeRange { DonationTimeRange(interval: 604_800 * Double(count)) }
    }
}
