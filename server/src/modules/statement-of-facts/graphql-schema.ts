/**
 * The SOF GraphQL schema (operations §7 "Statement of facts (GraphQL)"): every query and mutation
 * the spec names, with the entity fields of operations §3. Ids are Int (bigint identities stay
 * below 2^53); instants are ISO strings in UTC, `portTime` the same instant on the port's clock.
 */
export const typeDefs = /* GraphQL */ `
  enum Involvement { AGENT AUTOMATIC CHARTERER CONSIGNOR DISPONENT HARBOUR INSPECTOR MASTER OWNER PORT RECEIVER SURVEYOR }
  enum SofEventAction { ADD COMMENT DELETE EDIT EVENT_REMARK_ADDITION RESEND }
  enum SofStatus { AVAILABLE DECLINED HIDDEN IN_PROGRESS LOCKED NOT_AVAILABLE PARTIALLY_SIGNED READY_TO_SIGN SIGNED SUBMITTED }
  enum RemarkCode { GENERAL DELAY WEATHER SIGNED_UNDER_PROTEST LETTER_OF_PROTEST_ISSUED DISCREPANCY }

  type Remark { id: Int! eventId: Int text: String! code: RemarkCode! involvement: Involvement! actorId: String! actorName: String! createdAt: String! }
  type Comment { id: Int! eventId: Int commentText: String! actorId: String! actorName: String! createdAt: String! }
  type Attachment { id: Int! eventId: Int name: String! actorName: String! createdAt: String! }
  type SofEvent {
    id: Int! templateCode: String! group: String! description: String! timestamp: String! portTime: String!
    involvement: Involvement! creator: String! actorId: String! editable: Boolean!
    attachments: [Attachment!]! comments: [Comment!]! remarks: [Remark!]!
  }
  type Parameters {
    cargoQuantityActual: String cargoQuantityNominal: String
    inboundTugsOrdered: Int inboundTugsUsed: Int inboundTugsDetails: String
    outboundTugsOrdered: Int outboundTugsUsed: Int outboundTugsDetails: String
    pilotsIn: Int pilotsOut: Int
  }
  type ParameterSummary {
    cargoQuantityActual: String cargoQuantityNominal: String cargoQuantityDifference: String
    inboundTugsOrdered: Int inboundTugsUsed: Int inboundTugsDetails: String
    outboundTugsOrdered: Int outboundTugsUsed: Int outboundTugsDetails: String
    pilotsIn: Int pilotsOut: Int tugsOrderedTotal: Int tugsUsedTotal: Int pilotsTotal: Int
  }
  type Collaborator { inviteId: String! fullName: String! email: String involvement: Involvement! hasBeenOpened: Boolean! isRevoked: Boolean! expiresAt: String! resends: Int! }
  type Signature { involvement: Involvement! actorName: String! signedAt: String! contentHash: String! isUnderProtest: Boolean! isDeclined: Boolean! isValid: Boolean! }
  type PortCallDetails { id: Int! portName: String! unlocode: String! timezoneId: String vesselName: String! imo: String! voyageNumber: String eta: String ets: String agentName: String }
  type Sof {
    id: Int! portCallId: Int! status: SofStatus! version: Int! numberOfResendsToMaster: Int! noRemarksNeeded: Boolean!
    signatureTimestamp: String portCall: PortCallDetails! events: [SofEvent!]! parameters: Parameters!
    attachments: [Attachment!]! comments: [Comment!]! remarks: [Remark!]! collaborators: [Collaborator!]!
    signatures: [Signature!]! requiredSigners: [Involvement!]! contentHash: String!
  }
  type SofStatusOfPortCall { portCallId: Int! status: SofStatus! }
  type JitTimestamp { classifier: String! eventType: String! service: String facility: String! }
  type EventTemplate { code: String! group: String! description: String! mandatory: Boolean! type: String! placeholder: String parameters: [String!]! jit: JitTimestamp }
  type EventTemplateGroup { group: String! templates: [EventTemplate!]! }
  type Action { id: Int! action: SofEventAction! eventId: Int summary: String! involvement: Involvement! actorName: String! createdAt: String! }
  type SuggestedRemark { code: RemarkCode! text: String! }
  type SigningStatus { signingStage: SofStatus! actorId: String! involvement: Involvement! shouldSign: Boolean! version: Int! contentHash: String! signedBy: [Involvement!]! requiredSigners: [Involvement!]! }
  type DownloadItem { code: String! name: String! isAvailable: Boolean! }
  type AdminPortCall { portCallId: Int! status: SofStatus! portCall: PortCallDetails! updatedAt: String! }
  type EventResult {
    sof: Sof eventId: Int eventError: String eventPlaceHolderError: String parameterError: String remarkError: String
    inboundTugsOrderedError: String inboundTugsUsedError: String outboundTugsOrderedError: String outboundTugsUsedError: String
    pilotsInError: String pilotsOutError: String cargoQuantityActualError: String cargoQuantityNominalError: String
  }

  input ParametersInput {
    cargoQuantityActual: String cargoQuantityNominal: String
    inboundTugsOrdered: Int inboundTugsUsed: Int inboundTugsDetails: String
    outboundTugsOrdered: Int outboundTugsUsed: Int outboundTugsDetails: String
    pilotsIn: Int pilotsOut: Int
  }
  input RemarkInput { code: RemarkCode! text: String! }
  input AddEventInput { portCallId: Int! version: Int! templateCode: String! timestamp: String! placeholder: String remark: RemarkInput parameters: ParametersInput }
  input EditEventInput { portCallId: Int! version: Int! eventId: Int! timestamp: String placeholder: String }
  input DeleteEventInput { portCallId: Int! version: Int! eventId: Int! }
  input AddParametersInput { portCallId: Int! version: Int! parameters: ParametersInput! }
  input AddCommentInput { portCallId: Int! eventId: Int commentText: String! }
  input AddRemarkInput { portCallId: Int! version: Int! eventId: Int code: RemarkCode! text: String! }
  input EditRemarkInput { portCallId: Int! version: Int! remarkId: Int! code: RemarkCode text: String }
  input DeleteRemarkInput { portCallId: Int! version: Int! remarkId: Int! }
  input SetRemarksNeededInput { portCallId: Int! version: Int! noRemarksNeeded: Boolean! }
  input SignInput { portCallId: Int! version: Int! isUnderProtest: Boolean protestRemark: String }
  input StatusInput { portCallId: Int! version: Int! }

  type Query {
    adminSof(portCallId: Int!): Sof!
    parameterSummary(portCallId: Int!): ParameterSummary!
    adminPortCalls(page: Int = 0, size: Int = 10): [AdminPortCall!]!
    sofStatuses(portCallIds: [Int!]!): [SofStatusOfPortCall!]!
    sofsByPortCallIds(portCallIds: [Int!]!): [Sof!]!
    eventTemplates: [EventTemplateGroup!]!
    suggestedTemplates(portCallId: Int!): [EventTemplate!]!
    eventComments(portCallId: Int!, eventId: Int!): [Comment!]!
    activityTimeline(portCallId: Int!): [Action!]!
    suggestedRemarks(portCallId: Int!): [SuggestedRemark!]!
    signingStatus(portCallId: Int!): SigningStatus!
    signingUrl(portCallId: Int!): String!
    downloadList(portCallId: Int!): [DownloadItem!]!
    portCallDetails(portCallId: Int!): PortCallDetails!
  }

  type Mutation {
    addEvent(input: AddEventInput!): EventResult!
    editEvent(input: EditEventInput!): Sof!
    deleteEvent(input: DeleteEventInput!): Sof!
    addParameters(input: AddParametersInput!): EventResult!
    addEventComment(input: AddCommentInput!): Sof!
    addSofComment(input: AddCommentInput!): Sof!
    addEventRemark(input: AddRemarkInput!): Sof!
    editEventRemark(input: EditRemarkInput!): Sof!
    deleteEventRemark(input: DeleteRemarkInput!): Sof!
    addGeneralRemark(input: AddRemarkInput!): Sof!
    editGeneralRemark(input: EditRemarkInput!): Sof!
    deleteGeneralRemark(input: DeleteRemarkInput!): Sof!
    setRemarksNeeded(input: SetRemarksNeededInput!): Sof!
    requestSignatures(input: StatusInput!): Sof!
    signSof(input: SignInput!): Sof!
    declineSof(input: SignInput!): Sof!
    lockSof(input: StatusInput!): Sof!
    submitSof(input: StatusInput!): Sof!
    hideSof(input: StatusInput!): Sof!
    unhideSof(input: StatusInput!): Sof!
  }
`;
