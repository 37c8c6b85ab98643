/// Contacts' enumerations and constants, with Apple's raw values and strings.
public enum CNEntityType: Int, Sendable { case contacts = 0 }

public enum CNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted, denied, authorized
    @available(iOS 18.0, *) case limited
}

public enum CNContactType: Int, Sendable { case person = 0, organization }
public enum CNContainerType: Int, Sendable { case unassigned = 0, local, exchange, cardDAV }

/// What a contact fetch needs of a contact: the keys of Apple's `CNContact…Key` constants, and
/// the descriptors formatters give. Apple's bridge makes its `String` keys `NSString`s; Swift on
/// Linux bridges no `String` to an Objective-C object, so `String` conforms here, and
/// `[CNContactGivenNameKey] as [CNKeyDescriptor]` compiles as on iOS.
public protocol CNKeyDescriptor {
    /// The keys this descriptor stands for.
    var contactKeys: Set<String> { get }
}

extension String: CNKeyDescriptor { public var contactKeys: Set<String> { [self] } }
extension NSString: CNKeyDescriptor { public var contactKeys: Set<String> { [self as String] } }

public let CNContactIdentifierKey = "identifier"
public let CNContactTypeKey = "contactType"
public let CNContactNamePrefixKey = "namePrefix"
public let CNContactGivenNameKey = "givenName"
public let CNContactMiddleNameKey = "middleName"
public let CNContactFamilyNameKey = "familyName"
public let CNContactPreviousFamilyNameKey = "previousFamilyName"
public let CNContactNameSuffixKey = "nameSuffix"
public let CNContactNicknameKey = "nickname"
public let CNContactOrganizationNameKey = "organizationName"
public let CNContactDepartmentNameKey = "departmentName"
public let CNContactJobTitleKey = "jobTitle"
public let CNContactPhoneticGivenNameKey = "phoneticGivenName"
public let CNContactPhoneticFamilyNameKey = "phoneticFamilyName"
public let CNContactNoteKey = "note"
public let CNContactImageDataKey = "imageData"
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
public let CNContactImageDataAvailableKey = "imageDataAvailable"
public let CNContactPhoneNumbersKey = "phoneNumbers"
public let CNContactEmailAddressesKey = "emailAddresses"
public let CNContactPostalAddressesKey = "postalAddresses"
public let CNContactUrlAddressesKey = "urlAddresses"
public let CNContactBirthdayKey = "birthday"
public let CNContactDatesKey = "dates"

/// Labels of labelled values (Apple's strings).
public let CNLabelHome = "_$!<Home>!$_"
public let CNLabelWork = "_$!<Work>!$_"
public let CNLabelOther = "_$!<Other>!$_"
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
public let CNLabelPhoneNumberiPhone = "iPhone"
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"
public let CNLabelEmailiCloud = "iCloud"

/// The error domain of Contacts and the errors a store here raises.
public let CNErrorDomain = "CNErrorDomain"

public struct CNError: Error, Equatable, Sendable, CustomNSError {
    public enum Code: Int, Sendable {
        case communicationError = 1, dataAccessError = 2, authorizationDenied = 100, noAccessableWritableContainers = 101
        case unauthorizedKeys = 102, featureDisabledByUser = 103, featureNotAvailable = 104, recordDoesNotExist = 200
        case insertedRecordAlreadyExists = 201, containmentCycle = 202, containmentScope = 203, parentRecordDoesNotExist = 204
        case recordIdentifierInvalid = 205, recordNotWritable = 206, parentContainerNotWritable = 207
        case validationMultipleErrors = 300, validationTypeMismatch = 301, validationConfigurationError = 302
        case predicateInvalid = 400, policyViolation = 500, clientIdentifierInvalid = 600
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { CNErrorDomain }
    public var errorCode: Int { code.rawValue }
}
