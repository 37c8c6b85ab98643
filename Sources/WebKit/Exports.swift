// Apple's frameworks re-export Foundation; on Linux `URLRequest` and `URLResponse` are in
// FoundationNetworking, which WebKit's API uses, so a file that imports only WebKit gets both.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
