import "./chunks/chunk.QL5C2XOW.js";
import {
  getFormControls,
  serialize
} from "./chunks/chunk.XYWSHVZY.js";
import "./chunks/chunk.HAL7R4WT.js";
import {
  tree_item_default
} from "./chunks/chunk.BQVQNT2D.js";
import {
  tooltip_default
} from "./chunks/chunk.72VMG2TH.js";
import {
  tree_default
} from "./chunks/chunk.X6SBPXFE.js";
import "./chunks/chunk.DGN7R5IM.js";
import "./chunks/chunk.DTID7P2Q.js";
import "./chunks/chunk.6L2QRY3L.js";
import "./chunks/chunk.QAQDTVQK.js";
import {
  visually_hidden_default
} from "./chunks/chunk.2LTMPURQ.js";
import {
  tab_panel_default
} from "./chunks/chunk.BUCE77BS.js";
import {
  tag_default
} from "./chunks/chunk.Y4FFWLBX.js";
import {
  textarea_default
} from "./chunks/chunk.MYGIJ4XX.js";
import "./chunks/chunk.D4SUTPHP.js";
import "./chunks/chunk.ATDIJH4E.js";
import {
  tab_default
} from "./chunks/chunk.WWKCHQSR.js";
import "./chunks/chunk.DYBY5YPS.js";
import "./chunks/chunk.LFMBQ5XL.js";
import {
  tab_group_default
} from "./chunks/chunk.HBZRVSSU.js";
import "./chunks/chunk.PKRKD3AZ.js";
import "./chunks/chunk.GYJIQCRZ.js";
import "./chunks/chunk.GMWHDCZQ.js";
import "./chunks/chunk.7IRNCF65.js";
import {
  skeleton_default
} from "./chunks/chunk.2N54XHGU.js";
import {
  split_panel_default
} from "./chunks/chunk.A4OT2FKZ.js";
import "./chunks/chunk.OC7LF64N.js";
import "./chunks/chunk.LRJNU3Q5.js";
import {
  switch_default
} from "./chunks/chunk.U5OKE2YZ.js";
import "./chunks/chunk.6QYB2UKN.js";
import "./chunks/chunk.AFTLC75S.js";
import {
  resize_observer_default
} from "./chunks/chunk.EICMY6OD.js";
import {
  select_default
} from "./chunks/chunk.ESLGNPIU.js";
import "./chunks/chunk.6LXYZX3W.js";
import "./chunks/chunk.TWN6XJ74.js";
import "./chunks/chunk.6VP72EQR.js";
import "./chunks/chunk.YNTJR3K4.js";
import {
  spinner_default
} from "./chunks/chunk.GGU6PTYI.js";
import "./chunks/chunk.JQGUL4TV.js";
import "./chunks/chunk.ETC3TS5P.js";
import {
  range_default
} from "./chunks/chunk.LFKA4HNX.js";
import {
  rating_default
} from "./chunks/chunk.N3N5QO4Z.js";
import "./chunks/chunk.LVTIJWMU.js";
import "./chunks/chunk.QVLAF6A7.js";
import "./chunks/chunk.VTCMHGUN.js";
import {
  relative_time_default
} from "./chunks/chunk.2X2NHTJ2.js";
import "./chunks/chunk.7CHVIR7S.js";
import "./chunks/chunk.ILPGQA6P.js";
import "./chunks/chunk.BWUQXUSO.js";
import {
  radio_button_default
} from "./chunks/chunk.3BTGXKQG.js";
import "./chunks/chunk.OXMUYT4F.js";
import "./chunks/chunk.T33TOUU7.js";
import {
  radio_group_default
} from "./chunks/chunk.3CYQ45DM.js";
import "./chunks/chunk.ZMQMRL56.js";
import "./chunks/chunk.V42RO5VC.js";
import "./chunks/chunk.GBEAUZO3.js";
import "./chunks/chunk.23EVN5V7.js";
import {
  progress_ring_default
} from "./chunks/chunk.F6WSSRVI.js";
import {
  qr_code_default
} from "./chunks/chunk.H2NT4TAM.js";
import "./chunks/chunk.QC2YVEIR.js";
import "./chunks/chunk.OT7KJOU5.js";
import {
  radio_default
} from "./chunks/chunk.UJ2UXXXJ.js";
import "./chunks/chunk.657FRMIK.js";
import "./chunks/chunk.VMHMBRYP.js";
import {
  option_default
} from "./chunks/chunk.6TYFC5KB.js";
import {
  popup_default
} from "./chunks/chunk.BHN72EMB.js";
import {
  progress_bar_default
} from "./chunks/chunk.JN7V4XQW.js";
import "./chunks/chunk.2PEV5IOW.js";
import "./chunks/chunk.E456JCAM.js";
import "./chunks/chunk.FI5HGITO.js";
import "./chunks/chunk.CXXVG4XA.js";
import {
  menu_label_default
} from "./chunks/chunk.RZ5YGLPE.js";
import "./chunks/chunk.CJPPA5ZB.js";
import "./chunks/chunk.H7MMJU35.js";
import {
  mutation_observer_default
} from "./chunks/chunk.ZICKRO5P.js";
import "./chunks/chunk.7A6LIWRA.js";
import "./chunks/chunk.K7OS3WCD.js";
import "./chunks/chunk.IUUAGFZ3.js";
import "./chunks/chunk.6R646567.js";
import {
  input_default
} from "./chunks/chunk.ZRGBTBXP.js";
import {
  menu_default
} from "./chunks/chunk.5H6B24EH.js";
import "./chunks/chunk.DULGZG3M.js";
import "./chunks/chunk.VAEDVJZI.js";
import {
  menu_item_default
} from "./chunks/chunk.AJOTCAUP.js";
import "./chunks/chunk.EPVAF3TW.js";
import "./chunks/chunk.BBQXAFWV.js";
import "./chunks/chunk.OYASTEA5.js";
import {
  image_comparer_default
} from "./chunks/chunk.6ZW74XXU.js";
import {
  include_default
} from "./chunks/chunk.YKCHVB3R.js";
import "./chunks/chunk.GH4M4AKX.js";
import "./chunks/chunk.FVSIPAHJ.js";
import "./chunks/chunk.XNEONNEJ.js";
import {
  icon_default
} from "./chunks/chunk.OVAK6FI5.js";
import {
  icon_button_default
} from "./chunks/chunk.ZYSIEHF4.js";
import "./chunks/chunk.7CJW5OH4.js";
import "./chunks/chunk.OPVD7L25.js";
import {
  format_bytes_default
} from "./chunks/chunk.ELYN236P.js";
import "./chunks/chunk.C5XXIIYE.js";
import {
  format_date_default
} from "./chunks/chunk.5ODVSF2X.js";
import "./chunks/chunk.RKALBKIL.js";
import {
  format_number_default
} from "./chunks/chunk.NUVE7B27.js";
import "./chunks/chunk.6ZKBLJI3.js";
import {
  divider_default
} from "./chunks/chunk.YFTUIM77.js";
import {
  drawer_default
} from "./chunks/chunk.JTY2OBAL.js";
import "./chunks/chunk.Q7W5QCVI.js";
import "./chunks/chunk.JSDN56S3.js";
import {
  dropdown_default
} from "./chunks/chunk.YHRB6S75.js";
import {
  copy_button_default
} from "./chunks/chunk.BIBT457X.js";
import {
  details_default
} from "./chunks/chunk.7O3YKQFM.js";
import "./chunks/chunk.GAL6Y7PX.js";
import "./chunks/chunk.4HVWIAXV.js";
import {
  dialog_default
} from "./chunks/chunk.MRAPBIDX.js";
import "./chunks/chunk.PCO44S4V.js";
import "./chunks/chunk.TC2QSLMZ.js";
import "./chunks/chunk.RWUUFNUL.js";
import "./chunks/chunk.6QB6HC7Y.js";
import "./chunks/chunk.R5PHFXA4.js";
import "./chunks/chunk.HDXABDQM.js";
import {
  checkbox_default
} from "./chunks/chunk.R2PKWA6V.js";
import "./chunks/chunk.TD36ASEP.js";
import "./chunks/chunk.BCIBWPWZ.js";
import {
  color_picker_default
} from "./chunks/chunk.IMSGIFYD.js";
import "./chunks/chunk.RUT25VT2.js";
import "./chunks/chunk.UWWYSZEP.js";
import "./chunks/chunk.RXGPXZJL.js";
import "./chunks/chunk.7R3XBKDP.js";
import "./chunks/chunk.XVNSTSE6.js";
import "./chunks/chunk.ESELY2US.js";
import "./chunks/chunk.GCASL3UL.js";
import "./chunks/chunk.UT2QDHFA.js";
import "./chunks/chunk.VK6OMCX5.js";
import "./chunks/chunk.V4KCW2CR.js";
import "./chunks/chunk.YA5FISEV.js";
import "./chunks/chunk.VGK3WMAH.js";
import "./chunks/chunk.KI7IBFHO.js";
import "./chunks/chunk.UFYCLV54.js";
import "./chunks/chunk.J6I4XZDR.js";
import "./chunks/chunk.56E2RK64.js";
import "./chunks/chunk.NDC2Y3JV.js";
import "./chunks/chunk.Z3B46XM3.js";
import "./chunks/chunk.A43S6NAO.js";
import {
  card_default
} from "./chunks/chunk.7YKI7PSP.js";
import {
  carousel_default
} from "./chunks/chunk.NHXCKMHW.js";
import "./chunks/chunk.GXABAILW.js";
import "./chunks/chunk.ZH2AND3P.js";
import "./chunks/chunk.HF7GESMZ.js";
import "./chunks/chunk.F4VGSDIW.js";
import "./chunks/chunk.3UTP7VYR.js";
import {
  carousel_item_default
} from "./chunks/chunk.HLE3DWEF.js";
import "./chunks/chunk.GOR5HDIV.js";
import "./chunks/chunk.MNXRJNUB.js";
import {
  breadcrumb_item_default
} from "./chunks/chunk.BQ3KD2CV.js";
import "./chunks/chunk.QAUZN7X3.js";
import "./chunks/chunk.GUCZNPII.js";
import {
  button_group_default
} from "./chunks/chunk.363G6HOV.js";
import "./chunks/chunk.SJU6QPON.js";
import "./chunks/chunk.LBR23TF5.js";
import "./chunks/chunk.4YZRCULF.js";
import "./chunks/chunk.S3MDVLAR.js";
import {
  avatar_default
} from "./chunks/chunk.43SX5A4B.js";
import {
  breadcrumb_default
} from "./chunks/chunk.IQ4CZWQV.js";
import "./chunks/chunk.TK2X5CVK.js";
import "./chunks/chunk.QLZC7WSZ.js";
import {
  button_default
} from "./chunks/chunk.HCAVMRBP.js";
import "./chunks/chunk.VZQEICZP.js";
import "./chunks/chunk.22MHKQYS.js";
import "./chunks/chunk.ZLRQFEYA.js";
import "./chunks/chunk.E5624Z63.js";
import "./chunks/chunk.KINKNNIL.js";
import {
  animated_image_default
} from "./chunks/chunk.PPYWLKVR.js";
import "./chunks/chunk.L6BHDOW4.js";
import "./chunks/chunk.B3IYGYY2.js";
import {
  badge_default
} from "./chunks/chunk.PTKJ3X2X.js";
import "./chunks/chunk.COJ3GIKP.js";
import "./chunks/chunk.QULM2YGT.js";
import "./chunks/chunk.77RFQ2PA.js";
import "./chunks/chunk.NENCI4JA.js";
import {
  alert_default
} from "./chunks/chunk.MCO2UFUJ.js";
import "./chunks/chunk.BSPH4GYQ.js";
import "./chunks/chunk.LD4M4QGE.js";
import "./chunks/chunk.E7U2HBHY.js";
import "./chunks/chunk.VMDRFYXT.js";
import "./chunks/chunk.25TVLSB6.js";
import "./chunks/chunk.B4BZKR24.js";
import "./chunks/chunk.SRECDZMQ.js";
import "./chunks/chunk.UBADX4L7.js";
import "./chunks/chunk.ZTHCIXLL.js";
import "./chunks/chunk.NYIIDP5N.js";
import "./chunks/chunk.2SU6QBUU.js";
import "./chunks/chunk.DT2WPFWO.js";
import "./chunks/chunk.TDEXDIPB.js";
import "./chunks/chunk.AGWHFEOF.js";
import "./chunks/chunk.KMHRSCRM.js";
import {
  registerIconLibrary,
  unregisterIconLibrary
} from "./chunks/chunk.ZL53POKZ.js";
import "./chunks/chunk.P7ZG6EMR.js";
import "./chunks/chunk.3TFKS637.js";
import "./chunks/chunk.NLZKSRIS.js";
import "./chunks/chunk.3RBSSBZT.js";
import "./chunks/chunk.UP75L23G.js";
import {
  getBasePath,
  setBasePath
} from "./chunks/chunk.3Y6SB6QS.js";
import "./chunks/chunk.K75BC545.js";
import {
  animation_default
} from "./chunks/chunk.6BZINGNK.js";
import "./chunks/chunk.XCDC6BMM.js";
import {
  getAnimationNames,
  getEasingNames
} from "./chunks/chunk.S32TRDOY.js";
import "./chunks/chunk.JMZM2TDT.js";
import "./chunks/chunk.INZSKSLC.js";
import "./chunks/chunk.OGQ452CI.js";
import "./chunks/chunk.OWA2Y72A.js";
import "./chunks/chunk.OOP2EFQH.js";
import "./chunks/chunk.W27M6RDR.js";
export {
  alert_default as SlAlert,
  animated_image_default as SlAnimatedImage,
  animation_default as SlAnimation,
  avatar_default as SlAvatar,
  badge_default as SlBadge,
  breadcrumb_default as SlBreadcrumb,
  breadcrumb_item_default as SlBreadcrumbItem,
  button_default as SlButton,
  button_group_default as SlButtonGroup,
  card_default as SlCard,
  carousel_default as SlCarousel,
  carousel_item_default as SlCarouselItem,
  checkbox_default as SlCheckbox,
  color_picker_default as SlColorPicker,
  copy_button_default as SlCopyButton,
  details_default as SlDetails,
  dialog_default as SlDialog,
  divider_default as SlDivider,
  drawer_default as SlDrawer,
  dropdown_default as SlDropdown,
  format_bytes_default as SlFormatBytes,
  format_date_default as SlFormatDate,
  format_number_default as SlFormatNumber,
  icon_default as SlIcon,
  icon_button_default as SlIconButton,
  image_comparer_default as SlImageComparer,
  include_default as SlInclude,
  input_default as SlInput,
  menu_default as SlMenu,
  menu_item_default as SlMenuItem,
  menu_label_default as SlMenuLabel,
  mutation_observer_default as SlMutationObserver,
  option_default as SlOption,
  popup_default as SlPopup,
  progress_bar_default as SlProgressBar,
  progress_ring_default as SlProgressRing,
  qr_code_default as SlQrCode,
  radio_default as SlRadio,
  radio_button_default as SlRadioButton,
  radio_group_default as SlRadioGroup,
  range_default as SlRange,
  rating_default as SlRating,
  relative_time_default as SlRelativeTime,
  resize_observer_default as SlResizeObserver,
  select_default as SlSelect,
  skeleton_default as SlSkeleton,
  spinner_default as SlSpinner,
  split_panel_default as SlSplitPanel,
  switch_default as SlSwitch,
  tab_default as SlTab,
  tab_group_default as SlTabGroup,
  tab_panel_default as SlTabPanel,
  tag_default as SlTag,
  textarea_default as SlTextarea,
  tooltip_default as SlTooltip,
  tree_default as SlTree,
  tree_item_default as SlTreeItem,
  visually_hidden_default as SlVisuallyHidden,
  getAnimationNames,
  getBasePath,
  getEasingNames,
  getFormControls,
  registerIconLibrary,
  serialize,
  setBasePath,
  unregisterIconLibrary
};
