/// What a field holds, for AutoFill, as UIKit's `UITextContentType` (a string constant each).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = Self(rawValue: "name"), namePrefix = Self(rawValue: "namePrefix")
    public static let givenName = Self(rawValue: "givenName"), middleName = Self(rawValue: "middleName")
    public static let familyName = Self(rawValue: "familyName"), nameSuffix = Self(rawValue: "nameSuffix")
    public static let nickname = Self(rawValue: "nickname"), jobTitle = Self(rawValue: "jobTitle")
    public static let organizationName = Self(rawValue: "organizationName"), location = Self(rawValue: "location")
    public static let fullStreetAddress = Self(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = Self(rawValue: "streetAddressLine1"), streetAddressLine2 = Self(rawValue: "streetAddressLine2")
    public static let addressCity = Self(rawValue: "addressCity"), addressState = Self(rawValue: "addressState")
    public static let addressCityAndState = Self(rawValue: "addressCityAndState"), sublocality = Self(rawValue: "sublocality")
    public static let countryName = Self(rawValue: "countryName"), postalCode = Self(rawValue: "postalCode")
    public static let telephoneNumber = Self(rawValue: "telephoneNumber"), emailAddress = Self(rawValue: "emailAddress")
    public static let URL = Self(rawValue: "URL"), creditCardNumber = Self(rawValue: "creditCardNumber")
    public static let username = Self(rawValue: "username"), password = Self(rawValue: "password")
    public static let newPassword = Self(rawValue: "newPassword"), oneTimeCode = Self(rawValue: "oneTimeCode")
    public static let shipmentTrackingNumber = Self(rawValue: "shipmentTrackingNumber")
    public static let flightNumber = Self(rawValue: "flightNumber"), dateTime = Self(rawValue: "dateTime")
    public static let birthdate = Self(rawValue: "birthdate")
}

nonisolated extension View {
    /// Accepted with SwiftUI's signature: it feeds AutoFill suggestions above the keyboard,
    /// which a rendered frame does not show.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}
